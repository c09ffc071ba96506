import type { ghost as en } from '../en/ghost.ts';

export const ghost: Record<keyof typeof en, string> = {
  'ghost.title.generic': 'Beneficios de BUY@HOME',
  'ghost.title.neutral': 'Sus beneficios de compra',
  'ghost.title.welcomeBack': 'Bienvenido de nuevo, {name}',
  'ghost.subtitle.ghost': 'Verifique su correo electrónico o número de teléfono a continuación para seguir comprando',
  'ghost.subtitle.generic':
    'Proporcione su información para obtener precios detallados con impuestos y cargos, una oferta garantizada por su vehículo de intercambio y más',
  'ghost.notYou': '¿No es {name}? Haga clic aquí',
  'ghost.continue': 'Continuar',
  'ghost.submitting': 'Espere un momento…',
  'ghost.zipNotFound': 'No encontramos este código postal. Revíselo.',
  'ghost.newTab': '(se abre en una pestaña nueva)',
  'ghost.form.label': 'Su información',
  'ghost.success.heading': '¡Todo listo, {name}!',
  'ghost.success.headingNoName': '¡Todo listo!',
  'ghost.success.body':
    'Su cuenta está lista y ha iniciado sesión. Le esperan precios detallados con impuestos y cargos y la oferta por su vehículo de intercambio.',
  'ghost.success.bodyNoTrade':
    'Su cuenta está lista y ha iniciado sesión. Le esperan precios detallados con impuestos y cargos.',
  'ghost.success.continue': 'Seguir comprando',
  'ghost.signedIn.body': 'Ha iniciado sesión como {name}.',
  'ghost.haveAccount': '¿Ya tiene una cuenta?',
};
