/**
 * What a visit sends: the shopper's confirmation in their language (a text
 * for a delivery, whose form asks only a phone; an email for a test drive or a message) and the
 * dealer's notice in English. Dates are MM/DD/YYYY (seed 000 §9) and times the dealership's wall
 * clock with its zone named. Server-side copy: it never ships in the app's bundles. Pure.
 */
import type { Appointment, ContactDealerReceipt, VisitVehicle } from '../../../../src/contract/visits.ts';
import { formatDate, formatPhone } from '../../../../src/contract/format.ts';
import { slotLabel } from '../../domain/contact/call-center.ts';
import type { Locale } from '../../db/schema.ts';
import type { OutgoingMessage } from '../../sandbox/messaging/index.ts';

/** 'Pacific Standard Time' (or 'hora estándar del Pacífico') of a zone at an instant. */
export function zoneName(instant: string, zone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    timeZone: zone,
    timeZoneName: 'long',
  }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

export const vehicleName = (v: VisitVehicle): string => `${String(v.year)} ${v.make} ${v.model} ${v.trim}`.trim();

/** '11/24/2026 at 10:30 AM (Pacific Standard Time)'. */
export function visitWhen(a: Appointment, locale: Locale = 'en'): string {
  const joiner = locale === 'es' ? 'a las' : 'at';
  return `${formatDate(a.date)} ${joiner} ${slotLabel(a.time)} (${zoneName(a.startsAt, a.timeZone, locale)})`;
}

export function addressLine(a: NonNullable<Appointment['address']>): string {
  const street = [a.street1, a.street2].filter(Boolean).join(' ');
  return `${street}, ${a.city}, ${a.state} ${a.zipCode}`;
}

const dealerAddress = (a: Appointment): string =>
  `${a.dealer.address}, ${a.dealer.city}, ${a.dealer.stateCode} ${a.dealer.zipCode}`;

/** The shopper's confirmation of a delivery (text) or a test drive (email). */
export function visitConfirmation(a: Appointment, locale: Locale): OutgoingMessage {
  const vehicle = vehicleName(a.vehicle);
  const phone = formatPhone(a.dealer.phoneNumber);
  if (a.kind === 'DRIVE_AT_HOME' && a.address) {
    const body =
      locale === 'es'
        ? `${a.dealer.name}: entregaremos su ${vehicle} el ${visitWhen(a, locale)} en ${addressLine(a.address)}. ¿Preguntas? ${phone}`
        : `${a.dealer.name}: we will deliver your ${vehicle} on ${visitWhen(a, locale)} to ${addressLine(a.address)}. Questions? ${phone}`;
    return { channel: 'SMS', recipient: a.contact.phoneNumber, subject: null, body, kind: 'drive-at-home' };
  }
  const subject = locale === 'es' ? `Su prueba de manejo en ${a.dealer.name}` : `Your test drive at ${a.dealer.name}`;
  const body =
    locale === 'es'
      ? `Hola ${a.contact.firstName}:\n\nSu prueba de manejo del ${vehicle} (inventario ${a.vehicle.stockNumber}) está reservada para el ${visitWhen(a, locale)} en ${a.dealer.name}, ${dealerAddress(a)}.\n\n¿Necesita cambiarla? Llámenos al ${phone}.`
      : `Hi ${a.contact.firstName},\n\nYour test drive of the ${vehicle} (stock ${a.vehicle.stockNumber}) is booked for ${visitWhen(a, locale)} at ${a.dealer.name}, ${dealerAddress(a)}.\n\nNeed to change it? Call us at ${phone}.`;
  return { channel: 'EMAIL', recipient: a.contact.email ?? '', subject, body, kind: 'test-drive' };
}

/** The dealer's notice of a booked visit. */
export function visitDealerNotice(a: Appointment, inbox: string): OutgoingMessage {
  const vehicle = vehicleName(a.vehicle);
  const what = a.kind === 'DRIVE_AT_HOME' ? 'Drive at home booked' : 'Test drive booked';
  const lines = [
    `Shopper: ${a.contact.firstName} ${a.contact.lastName}`,
    `Phone: ${formatPhone(a.contact.phoneNumber)}`,
    a.contact.email ? `Email: ${a.contact.email}` : null,
    `When: ${visitWhen(a)}`,
    a.address ? `Deliver to: ${addressLine(a.address)} (${a.distanceMiles ?? 0} miles away)` : null,
    `Vehicle: ${vehicle}, VIN ${a.vehicle.vin}, stock ${a.vehicle.stockNumber}`,
    a.dealId ? `Deal: ${a.dealId}` : null,
    `\nReference: ${a.id}`,
  ].filter((line): line is string => line !== null);
  return {
    channel: 'EMAIL',
    recipient: inbox,
    subject: `${what}: ${vehicle}, ${formatDate(a.date)} ${slotLabel(a.time)}`,
    body: lines.join('\n'),
    kind: a.kind === 'DRIVE_AT_HOME' ? 'drive-at-home' : 'test-drive',
  };
}

const METHOD: Record<Locale, Record<ContactDealerReceipt['preferredContact'], string>> = {
  en: { EMAIL: 'email', PHONE: 'phone', TEXT: 'text message' },
  es: { EMAIL: 'correo electrónico', PHONE: 'teléfono', TEXT: 'mensaje de texto' },
};

/**
 * The shopper's confirmation of a message to the dealer (email: the form always has one). The
 * address is whatever was typed, not a verified one: the mail carries none of the shopper's free
 * text (no name, no message), so it cannot carry someone else's words under the dealer's brand.
 */
export function contactConfirmation(m: ContactDealerReceipt, locale: Locale): OutgoingMessage {
  const about = m.vehicle ? vehicleName(m.vehicle) : null;
  const method = METHOD[locale][m.preferredContact];
  const subject =
    locale === 'es' ? `Recibimos su mensaje para ${m.dealer.name}` : `We received your message to ${m.dealer.name}`;
  const body =
    locale === 'es'
      ? `Hola:\n\n${m.dealer.name} recibió su mensaje${about ? ` sobre el ${about}` : ''} y le responderá por ${method}.\n\nReferencia: ${m.id}`
      : `Hello,\n\n${m.dealer.name} has your message${about ? ` about the ${about}` : ''} and will reply by ${method}.\n\nReference: ${m.id}`;
  return { channel: 'EMAIL', recipient: m.email, subject, body, kind: 'contact-dealer' };
}

/** The dealer's notice of a message. */
export function contactDealerNotice(m: ContactDealerReceipt, inbox: string): OutgoingMessage {
  const lines = [
    `Shopper: ${m.firstName} ${m.lastName}`,
    `Email: ${m.email}`,
    m.phoneNumber ? `Phone: ${formatPhone(m.phoneNumber)}` : null,
    `Reply by: ${METHOD.en[m.preferredContact]}`,
    m.vehicle ? `Vehicle: ${vehicleName(m.vehicle)}, VIN ${m.vehicle.vin}, stock ${m.vehicle.stockNumber}` : null,
    `\n${m.message}`,
    `\nReference: ${m.id}`,
  ].filter((line): line is string => line !== null);
  return {
    channel: 'EMAIL',
    recipient: inbox,
    subject: `Message from ${m.firstName} ${m.lastName}`,
    body: lines.join('\n'),
    kind: 'contact-dealer',
  };
}
