import type { routeDescriptions as en } from '../en/route-descriptions.ts';

export const routeDescriptions: Record<keyof typeof en, string> = {
  'route.home.description':
    'Compre vehículos nuevos y usados y vea pagos reales de financiamiento, arrendamiento y contado.',
  'route.login.description': 'Inicie sesión para ver sus ofertas guardadas y pagos personalizados.',
  'route.register.description': 'Cree una cuenta para guardar ofertas y ver pagos personalizados.',
  'route.registerGhost.description':
    'Díganos quién es para obtener precios detallados, una oferta por su vehículo y más.',
  'route.loginSuccessGhost.description': 'Sus datos están guardados: siga comprando.',
  'route.getStarted.description': 'Comience su perfil para ver sus ofertas de renovación.',
  'route.verifyAccess.description': 'Confirme que es usted con un código que enviamos a su teléfono o correo.',
  'route.verify.description': 'Confirme que es usted con un código que enviamos a su teléfono o correo.',
  'route.welcomeBack.description': 'Continúe donde lo dejó.',
  'route.noPinWelcome.description': 'Vea lo que puede hacer aquí y comience.',
  'route.vehicle.description': 'Fotos, especificaciones y precio de este vehículo.',
  'route.pluginLandingPage.description':
    'Los pagos de este vehículo, la oferta por su vehículo actual y la precalificación, en un solo lugar.',
  'route.listings.description': 'Vehículos nuevos y usados en inventario, con precios y filtros.',
  'route.garage.description': 'Sus ofertas guardadas y los vehículos que vio recientemente.',
  'route.certificates.description': 'Certificados de precio de este vehículo.',
  'route.certificate.description': 'El certificado de precio de una oferta guardada.',
  'route.deal.description': 'Pagos de financiamiento, arrendamiento y contado para este vehículo.',
  'route.trade.description': 'Una oferta garantizada por su vehículo, desde su VIN o su placa, en pocos minutos.',
  'route.softPull.description':
    'Vea las tasas para las que califica con una consulta suave que no afecta su puntaje de crédito.',
  'route.accessories.description': 'Accesorios para su vehículo.',
  'route.reserve.description': 'Reserve este vehículo con un depósito reembolsable.',
  'route.signOnline.description': 'Firme en línea su contrato de financiamiento o de arrendamiento.',
  'route.visits.description': 'Prueba en casa, pruebas de manejo y el concesionario.',
  'route.finance.description': 'Solicite financiamiento.',
  'route.warranty.description':
    'Una garantía de tren motriz de por vida sin costo y tres planes de contrato de servicio.',
  'route.tos.description': 'Los términos para usar este sitio de compra de vehículos.',
  'route.privacy.description': 'Qué recopila este sitio, para qué y sus opciones.',
  'route.notFound.description': 'La página que buscaba no existe.',
  'route.error.description': 'No se pudo mostrar la página.',
};
