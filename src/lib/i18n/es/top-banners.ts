import type { topBanners as en } from '../en/top-banners.ts';

export const topBanners: Record<keyof typeof en, string> = {
  'promotions.banner.kuni': '¡Visítenos en nuestra nueva ubicación!',
  'promotions.banner.ev': '¡Descubra el poder de lo eléctrico!',
  'promotions.banner.bmw': 'Ofertas de lealtad exclusivas para propietarios de BMW que regresan*',
  'promotions.banner.toyota': '¡Ya está disponible el inventario NUEVO de Toyota!',
  'promotions.banner.default': 'Regístrese y disfrute de {days} días sin pagos*',
  'promotions.cta.clickHere': 'Haga clic aquí',
  'promotions.cta.learnMore': 'Más información',
  'banner.linkBack.label': 'Sitio del concesionario',
  'banner.promotions.label': 'Promoción',
  'banner.linkBack.close': 'Cerrar el aviso para volver al sitio del concesionario',
  'banner.promotions.close': 'Cerrar el aviso de la promoción',
};
