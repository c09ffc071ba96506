import type { promotionModals as en } from '../en/promotion-modals.ts';

export const promotionModals: Record<keyof typeof en, string> = {
  'promotions.nameChange.title': 'Nuestro concesionario tiene un nuevo nombre y ubicación',
  'promotions.nameChange.body': 'Visite {dealer} en nuestra nueva ubicación.',
  'promotions.nameChange.button': 'Compre su próximo BMW',
  'promotions.ev.title': '¡Cámbiese a 100 % eléctrico!',
  'promotions.ev.body':
    'Explore la gama BMW totalmente eléctrica con ofertas de renovación para propietarios actuales.',
  'promotions.ev.button': 'Ver todos los vehículos eléctricos BMW',
  'promotions.bmw.title': 'Nuevas ofertas de lealtad BMW',
  'promotions.bmw.benefit1': 'Precios de lealtad en un BMW nuevo para propietarios que regresan',
  'promotions.bmw.benefit2': 'Una oferta garantizada por su vehículo actual',
  'promotions.bmw.benefit3': 'Sin pagos hasta por {days} días*',
  'promotions.bmw.disclaimer':
    '*Para propietarios de BMW que regresan y califican, sujeto a aprobación de crédito. No todos los compradores califican. Consulte al concesionario para más detalles.',
  'promotions.upgradeOffers': 'Ver sus ofertas de renovación',
  'promotions.toyota.title': '¡Su nuevo vehículo lo está esperando!',
  'promotions.toyota.body': 'Vea los vehículos Toyota nuevos disponibles ahora.',
  'promotions.toyota.button': 'Comprar Toyota nuevos',
  'promotions.general.title': 'Oferta especial de financiamiento',
  'promotions.general.noPayments': 'Sin pagos durante {days} días*',
  'promotions.general.financier': 'Financiamiento ofrecido por {financier}',
  'promotions.general.zeroDown': '$0 de pago inicial',
};
