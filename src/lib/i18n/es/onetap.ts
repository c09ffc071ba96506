import type { onetap as en } from '../en/onetap.ts';

export const onetap: Record<keyof typeof en, string> = {
  'onetap.signIn': 'Acceder con Google',
  'onetap.signUp': 'Registrarse con Google',
  'onetap.busy': 'Iniciando sesión con Google…',
  'onetap.invalid': 'No pudimos iniciar su sesión con Google. Inténtelo de nuevo.',
  'onetap.linkedElsewhere': 'Este correo electrónico ya está vinculado a otra cuenta de Google.',
  'onetap.memberDisabled':
    'Su membresía no está activa, así que no podemos iniciar su sesión. Comuníquese con nosotros y lo resolveremos con usted.',
  'onetap.tooMany': 'Demasiados intentos fallidos. Inténtelo de nuevo en {wait}.',
  'onetap.popupBlocked':
    'Se bloqueó la ventana de inicio de sesión. Permita las ventanas emergentes para este sitio e inténtelo de nuevo.',
  'onetap.unavailable':
    'El inicio de sesión con Google no está disponible en este momento. Inténtelo de nuevo en un momento.',
  'onetap.providerUnavailable': 'El registro con esta cuenta no está disponible aquí.',
  'onetap.providers': 'Regístrese con otra cuenta',
};
