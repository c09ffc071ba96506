import type { legal as en } from '../en/legal.ts';

export const legal: Record<keyof typeof en, string> = {
  'legal.updated': 'Última actualización: {date}',
  'legal.tos.intro':
    'Estos términos se aplican a este sitio de compra de vehículos, ofrecido por {dealer} con la tecnología de Upshift. Al usarlo, usted los acepta.',
  'legal.tos.estimatesHeading': 'Los precios y pagos son estimaciones',
  'legal.tos.estimates':
    'Los pagos, tasas, valores de intercambio e impuestos que se muestran son estimaciones basadas en la información que usted proporciona y en las ofertas actuales del concesionario. No son una oferta de crédito. El prestamista y el concesionario confirman sus condiciones finales.',
  'legal.tos.accountHeading': 'Su cuenta',
  'legal.tos.account':
    'No comparta sus datos de acceso. Usted es responsable de lo que se haga con su cuenta y puede pedir al concesionario que la cierre en cualquier momento.',
  'legal.tos.useHeading': 'Uso aceptable',
  'legal.tos.use':
    'No haga un uso indebido del sitio: nada de extracción automatizada, ni intentos de acceder a la información de otros compradores, ni información falsa en las solicitudes.',
  'legal.tos.contactHeading': 'Preguntas',
  'legal.tos.contact': 'Las preguntas sobre estos términos van dirigidas a {dealer}.',
  'legal.privacy.intro':
    'Esta política explica qué recopila sobre usted este sitio, ofrecido por {dealer} con la tecnología de Upshift, y qué hace con ello.',
  'legal.privacy.collectHeading': 'Qué recopilamos',
  'legal.privacy.collect':
    'Lo que usted nos dice (nombre, correo electrónico, teléfono, código postal, los vehículos y ofertas que guarda, su vehículo de intercambio) y una cookie de sesión que mantiene su sesión iniciada. No usamos cookies publicitarias.',
  'legal.privacy.useHeading': 'Cómo lo usamos',
  'legal.privacy.use':
    'Para mostrarle pagos, guardar sus ofertas, responder sus preguntas y, cuando usted lo pide, enviar sus datos al concesionario y a sus prestamistas.',
  'legal.privacy.choicesHeading': 'Sus opciones',
  'legal.privacy.choices':
    'Puede ver, corregir o eliminar su información comunicándose con el concesionario. Cerrar sesión termina su sesión en este dispositivo.',
  'legal.privacy.doNotSellHeading': 'No vender ni compartir mi información personal',
  'legal.privacy.doNotSell':
    'No vendemos su información personal. Para excluirse de cualquier uso compartido con fines de marketing, comuníquese con {dealer}; atenderemos su solicitud para todas las campañas de este sitio.',
};
