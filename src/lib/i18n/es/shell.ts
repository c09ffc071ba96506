import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {
  'shell.menu.home': 'Inicio',
  'shell.menu.garage': 'Mi garaje',
  'shell.menu.trade': 'Valorar mi vehículo',
  'shell.menu.credit': 'Precalificarme',
  'shell.menu.personalShopper': 'Asesor de compras personal',
  'shell.menu.warranty': 'Garantía de por vida',
  'shell.menu.contactUs': 'Contáctenos',
  'shell.menu.shopNew': 'Comprar nuevos',
  'shell.menu.shopUsed': 'Comprar usados',
  'shell.menu.open': 'Menú',
  'shell.menu.label': 'Menú',
  'shell.menu.close': 'Cerrar',

  'shell.logo.homeLabel': 'Inicio de {name}',
  'shell.shopLinks.label': 'Comprar',
  'shell.contactPhone.call': 'Llámenos al {phone}',

  'shell.footer.legal': 'Aviso legal',
  'shell.footer.privacyNotice': 'Aviso de privacidad',
  'shell.footer.doNotSellOrShare': 'No vender ni compartir mi información personal',
  'shell.footer.contactUs': 'Contáctenos',
  'shell.footer.cookieSettings': 'Configuración de cookies',
  'shell.footer.prop65Link': 'Advertencia de la Proposición 65 de California',
  'shell.footer.termsOfUse': 'Términos de uso',
  'shell.footer.privacyPolicy': 'Política de privacidad',
  'shell.footer.doNotSellMyInfo': 'No vender mi información',
  'shell.footer.label': 'Información legal y contacto',
  'shell.footer.newTab': '(se abre en una pestaña nueva)',
  'shell.footer.prop65Text':
    'ADVERTENCIA: Operar, dar servicio y mantener un vehículo de pasajeros o un vehículo todo terreno puede exponerle a sustancias químicas, incluidos los gases de escape del motor, el monóxido de carbono, los ftalatos y el plomo, que el Estado de California sabe que causan cáncer y defectos de nacimiento u otros daños reproductivos. Para minimizar la exposición, evite respirar los gases de escape, no deje el motor en marcha salvo cuando sea necesario, dé servicio a su vehículo en un área bien ventilada y use guantes o lávese las manos con frecuencia cuando le dé servicio a su vehículo. Para obtener más información, visite',
  'shell.footer.prop65Url': 'www.P65Warnings.ca.gov/passenger-vehicle',
  'shell.cookies.title': 'Configuración de cookies',
  'shell.cookies.body':
    'Este sitio usa solo las cookies que necesita para funcionar, como la que mantiene su sesión iniciada y protege sus formularios. No se pueden desactivar y no se usan cookies publicitarias.',
  'shell.cookies.necessary': 'Cookies estrictamente necesarias',
  'shell.cookies.alwaysOn': 'Siempre activas',

  'shell.mobileFooter.label': 'Acciones rápidas',
  'shell.mobileFooter.home': 'Inicio',
  'shell.mobileFooter.shop': 'Comprar',
  'shell.mobileFooter.call': 'Llamar',

  'shell.updatedTrade.lower': 'menor',
  'shell.updatedTrade.higher': 'mayor',
  'shell.updatedTrade.title': 'Se ha actualizado el valor de su vehículo a cambio',

  'shell.getStarted': 'Comenzar',

  // Issue 15: the dealer chat's sandboxed frame
  'shell.dealerChat.title': 'Chat de {dealer}',
};
