import type { programs as en } from '../en/programs.ts';

export const programs: Record<keyof typeof en, string> = {
  'landing.heading': 'Su próximo vehículo en {dealer}',
  'landing.lead':
    'Vea sus pagos de financiamiento, arrendamiento y contado, obtenga una oferta por su vehículo actual y precalifíquese, todo en un solo lugar.',
  'upgrade.heading': 'Cómo funciona {program}',
  'upgrade.body': 'Pase a un vehículo nuevo: las ofertas del programa se aplican a cada trato que arme.',
  'upgrade.noPayment': 'Sin pagos durante {days} días',
  'upgrade.financier': 'Financiamiento de {financier}',
  'upgrade.shop': 'Compre los vehículos del programa',
  'upgrade.trade': 'Obtenga su oferta por su vehículo actual',
};
