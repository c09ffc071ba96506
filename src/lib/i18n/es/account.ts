import type { account as en } from '../en/account.ts';

export const account: Record<keyof typeof en, string> = {
  'auth.duplicateEmail': 'Este correo electrónico ya está en uso.',
  'auth.duplicateEmailLoggedOut': 'Use otro correo electrónico o inicie sesión.',
  'auth.duplicateEmailLogin': 'Iniciar sesión',
  'auth.tooManyAttempts': 'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en {wait}.',
  'auth.tooManyRequests': 'Demasiados intentos. Vuelva a intentarlo en {wait}.',
  'auth.noAccount': '¿Es nuevo aquí?',
  'auth.createAccount': 'Crear una cuenta',
  'register.heading': 'Cree su cuenta',
  'register.lead': 'Guarde ofertas en su garaje, vea pagos personalizados y obtenga una oferta por su vehículo usado.',
  'register.progress': 'Paso {step} de {total}',
  'register.stepOne': 'Sus datos',
  'register.stepTwo': 'Su dirección',
  'register.stepThree': 'Elija una contraseña',
  'register.continue': 'Continuar',
  'register.checking': 'Verificando…',
  'register.back': 'Atrás',
  'register.submit': 'Crear cuenta',
  'register.submitting': 'Creando su cuenta…',
  'register.termsBefore': 'Acepto los',
  'register.termsAnd': 'y la',
  'register.haveAccount': '¿Ya tiene una cuenta?',
  'register.signIn': 'Iniciar sesión',
  'register.sso.heading': 'O regístrese con Google',
  'register.sso.terms':
    'Al registrarse con Google, su cuenta se crea con el nombre y el correo que Google comparte, y acepta los Términos de uso y la Política de privacidad.',
};
