import type { onetap as en } from '../en/onetap.ts';

export const onetap: Record<keyof typeof en, string> = {
  'onetap.signIn': 'Acceder con Google',
  'onetap.signUp': 'Registrarse con Google',
  'onetap.busy': 'Iniciando sesión con Google…',
  'onetap.invalid': 'No pudimos iniciar tu sesión con Google. Inténtalo de nuevo.',
  'onetap.linkedElsewhere': 'Este correo electrónico ya está vinculado a otra cuenta de Google.',
  'onetap.tooMany': 'Demasiados intentos fallidos. Inténtalo de nuevo en {wait}.',
  'onetap.popupBlocked':
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
  'onetap.unavailable':
    'El inicio de sesión con Google no está disponible en este momento. Inténtalo de nuevo en un momento.',
  'onetap.providerUnavailable': 'El registro con esta cuenta no está disponible aquí.',
  'onetap.providers': 'Regístrate con otra cuenta',
};
