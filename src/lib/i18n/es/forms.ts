import type { forms as en } from '../en/forms.ts';

export const forms: Record<keyof typeof en, string> = {
  'forms.unexpected': 'Lo sentimos, ocurrió un error inesperado. Inténtelo de nuevo en unos momentos.',
  'forms.unavailable':
    'No podemos comunicarnos con nuestros sistemas en este momento. Inténtelo de nuevo en unos momentos.',
  'forms.unexpectedCall':
    'Lo sentimos, ocurrió un error inesperado. Cierre esta ventana e inténtelo de nuevo en unos momentos.',
  'auth.wait.second': '1 segundo',
  'auth.wait.seconds': '{count} segundos',
  'auth.wait.minute': '1 minuto',
  'auth.wait.minutes': '{count} minutos',
  'auth.wait.hours': '{count} horas',
};
