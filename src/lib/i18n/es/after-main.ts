import type { afterMain as en } from '../en/after-main.ts';

export const afterMain: Record<keyof typeof en, string> = {
  'shell.copyright': '© {year} {name}. Todos los derechos reservados.',
  'shell.poweredBy': 'Con la tecnología de Upshift',
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
  'shell.mobileFooter.label': 'Acciones rápidas',
  'shell.mobileFooter.home': 'Inicio',
  'shell.mobileFooter.shop': 'Comprar',
  'shell.mobileFooter.call': 'Llamar',
  'tour.contactHint': '¿Preguntas? Nuestros asesores de compras personales están aquí para ayudarle.',
  'tour.ok': 'Aceptar',
  'banner.contact.open': 'Hable con un asesor de compras personal',
  // The co-browse badge, shown while an agent co-browses with the shopper
  'shell.cobrowse.session': 'Co-navegando',
};
