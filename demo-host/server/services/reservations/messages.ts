/**
 * The shopper's receipts for a deposit, in their language: paid (amount, receipt number, hold end, refund deadline)
 * and refunded. Times in the dealer's zone. No card data exists here to put in them.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { dollars } from '../../../../src/contract/format.ts';

export type Message = { subject: string | null; body: string };

type Facts = {
  locale: 'en' | 'es';
  channel: 'EMAIL' | 'SMS';
  firstName: string;
  dealer: string;
  vehicle: string;
  amountCents: number;
  receiptNumber: string;
  timeZone: string;
};

const money = (cents: number, locale: 'en' | 'es') => dollars(cents / 100, 2, locale === 'es' ? 'es-US' : 'en-US');
const when = (at: number, zone: string) => format(new TZDate(at, zone), 'yyyy-MM-dd HH:mm');

export function depositReceipt(f: Facts & { holdUntil: number; refundableUntil: number }): Message {
  const amount = money(f.amountCents, f.locale);
  if (f.locale === 'es') {
    const line =
      `Pagó un depósito reembolsable de ${amount} por el ${f.vehicle} con ${f.dealer}. ` +
      `Recibo ${f.receiptNumber}. Reservado hasta ${when(f.holdUntil, f.timeZone)}; ` +
      `puede cancelarlo con reembolso completo hasta ${when(f.refundableUntil, f.timeZone)}.`;
    if (f.channel === 'SMS') return { subject: null, body: line };
    return { subject: `Recibo de su depósito ${f.receiptNumber}`, body: `Hola, ${f.firstName}:\n\n${line}\n` };
  }
  const line =
    `You paid a refundable deposit of ${amount} for the ${f.vehicle} with ${f.dealer}. ` +
    `Receipt ${f.receiptNumber}. Reserved until ${when(f.holdUntil, f.timeZone)}; ` +
    `you may cancel for a full refund until ${when(f.refundableUntil, f.timeZone)}.`;
  if (f.channel === 'SMS') return { subject: null, body: line };
  return { subject: `Your deposit receipt ${f.receiptNumber}`, body: `Hello ${f.firstName},\n\n${line}\n` };
}

export function refundReceipt(f: Facts): Message {
  const amount = money(f.amountCents, f.locale);
  if (f.locale === 'es') {
    const line = `Le reembolsamos ${amount} de su depósito por el ${f.vehicle} con ${f.dealer} (recibo ${f.receiptNumber}).`;
    if (f.channel === 'SMS') return { subject: null, body: line };
    return { subject: `Reembolso de su depósito ${f.receiptNumber}`, body: `Hola, ${f.firstName}:\n\n${line}\n` };
  }
  const line = `We refunded ${amount} of your deposit for the ${f.vehicle} with ${f.dealer} (receipt ${f.receiptNumber}).`;
  if (f.channel === 'SMS') return { subject: null, body: line };
  return { subject: `Your deposit refund ${f.receiptNumber}`, body: `Hello ${f.firstName},\n\n${line}\n` };
}
