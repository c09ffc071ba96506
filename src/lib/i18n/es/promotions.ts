import type { promotions as en } from '../en/promotions.ts';

export const promotions: Record<keyof typeof en, string> = {
  'banner.region': 'Avisos',
  'banner.vehicle.label': 'Su vehículo de interés',
  'banner.vehicle.loading': 'Cargando su vehículo…',
  'banner.vehicle.exterior': 'Exterior: {color}',
  'banner.vehicle.interior': 'Interior: {color}',
  'banner.vehicle.estimate': 'Calcular pagos',
  'banner.vehicle.createAccount': 'Crear cuenta',
};
