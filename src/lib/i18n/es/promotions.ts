import type { promotions as en } from '../en/promotions.ts';

export const promotions: Record<keyof typeof en, string> = {
  'promotions.banner.kuni': '¡Visítenos en nuestra nueva ubicación!',
  'promotions.banner.ev': '¡Descubra el poder de lo eléctrico!',
  'promotions.banner.bmw': 'Ofertas de lealtad exclusivas para propietarios de BMW que regresan*',
  'promotions.banner.toyota': '¡Ya está disponible el inventario NUEVO de Toyota!',
  'promotions.banner.default': 'Regístrese y disfrute de {days} días sin pagos*',
  'promotions.cta.clickHere': 'Haga clic aquí',
  'promotions.cta.learnMore': 'Más información',

  'banner.region': 'Avisos',
  'banner.linkBack.close': 'Cerrar el aviso para volver al sitio del concesionario',
  'banner.promotions.close': 'Cerrar el aviso de la promoción',
  'banner.vehicle.label': 'Su vehículo de interés',
  'banner.vehicle.loading': 'Cargando su vehículo…',
  'banner.vehicle.exterior': 'Exterior: {color}',
  'banner.vehicle.interior': 'Interior: {color}',
  'banner.vehicle.estimate': 'Calcular pagos',
  'banner.vehicle.createAccount': 'Crear cuenta',
  'banner.calculating.pending': 'en espera',
  'banner.calculating.loading': 'en curso',
  'banner.calculating.finished': 'listo',
};
