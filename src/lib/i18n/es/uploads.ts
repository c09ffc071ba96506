import type { uploads as en } from '../en/uploads.ts';

export const uploads: Record<keyof typeof en, string> = {
  'uploads.error.tooMany': 'Envió muchos archivos en poco tiempo. Espere unos minutos y vuelva a intentarlo.',
  'uploads.error.quota':
    'Sus fotos y documentos ya ocupan los 100 MB que guardamos para usted. Quite uno que ya no necesite y vuelva a intentarlo.',
  'uploads.error.interrupted': 'La carga se interrumpió. Vuelva a intentarlo.',
};
