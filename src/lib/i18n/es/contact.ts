import type { contact as en } from '../en/contact.ts';

export const contact: Record<keyof typeof en, string> = {
  'contact.chat.title': '¿Cómo podemos ayudarle?',
  'contact.shopper.label': 'Su asesora de compras personal',
  'contact.shopper.since': 'Con nosotros desde {year}',
  'contact.shopper.spanish': '{name} habla español.',
  'contact.shopper.intro': 'Pregunte sobre un vehículo, sus pagos o su vehículo de intercambio. Con gusto le ayudamos.',
  'contact.action.callNow': 'Llamar ahora',
  'contact.action.scheduleCall': 'Programar una llamada',
  'contact.action.email': 'Correo electrónico',
  'contact.action.chat': 'Chat',
  'contact.chat.notImplemented': 'No implementado',
  'contact.callUs': 'Llamar al {phone}',
};
