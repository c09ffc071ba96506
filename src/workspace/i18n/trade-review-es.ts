/** The deal jacket's trade-in section, Spanish (spread into es.ts), addressing the member as "tú". */
import { photoSlotNamesEs as photoSlotNames } from '../../lib/i18n/upload-names.ts';
import type { tradeReviewEn } from './trade-review-en.ts';

export const tradeReviewEs: Record<keyof typeof tradeReviewEn, string> = {
  'server.counterOffer': 'Escribe la nueva oferta en dólares enteros, desde $1.',
  'server.counterTooHigh': 'Una contraoferta puede ser como máximo el doble de la oferta actual.',
  'server.counterSame': 'Esa es la oferta actual: confírmala.',
  'server.noteTooLong': 'La nota puede tener hasta 500 caracteres.',
  'server.noTradeToReview': 'Este comprador no tiene un vehículo de intercambio que revisar.',

  'audit.action.dealTradeConfirm': 'Confirmó la oferta por un vehículo de intercambio',
  'audit.action.dealTradeCounter': 'Hizo una contraoferta por un vehículo de intercambio',

  'tradeIn.none': 'El comprador no tiene un vehículo de intercambio.',
  'tradeIn.photosProvided': 'Fotos entregadas: {count} de {total}',
  'tradeIn.noPhotos': 'Sin fotos',
  'tradeIn.photos': 'Fotos del vehículo de intercambio',
  'tradeIn.newTab': '(se abre en una pestaña nueva)',
  ...photoSlotNames,
  'tradeIn.review.none': 'Aún sin revisar.',
  'tradeIn.review.confirmed': 'Oferta confirmada por {by} el {at}.',
  'tradeIn.review.countered': 'Contraoferta {old} → {new} de {by} el {at}.',
  'tradeIn.review.note': 'Nota para el comprador: {note}',
  'tradeIn.confirm': 'Confirmar oferta',
  'tradeIn.counterTitle': 'Hacer una contraoferta',
  'tradeIn.counterOffer': 'Nuevo monto de la oferta',
  'tradeIn.counterHint': 'Dólares enteros, hasta el doble de la oferta actual. Se le avisa al comprador del cambio.',
  'tradeIn.counterNote': 'Nota (opcional)',
  'tradeIn.counterNoteHint': 'El comprador la ve con la nueva oferta.',
  'tradeIn.sendCounter': 'Enviar contraoferta',
  'tradeIn.done.confirmed': 'Oferta confirmada.',
  'tradeIn.done.countered': 'Contraoferta enviada: el comprador verá la nueva oferta en su próxima visita.',
};
