import type { account as en } from '../en/account.ts';

export const account: Record<keyof typeof en, string> = {
  'auth.duplicateEmail': 'Este correo electrónico ya está en uso.',
  'auth.duplicateEmailLoggedOut': 'Use otro correo electrónico o inicie sesión.',
  'auth.duplicateEmailLogin': 'Iniciar sesión',
};
