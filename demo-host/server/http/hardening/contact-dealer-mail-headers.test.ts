/**
 * Mail under the dealer's brand: every header (subject, recipient) is one line whatever a shopper
 * typed, and the confirmation a "Contact dealer" request mails back echoes none of the shopper's
 * free text (the address it goes to is not verified, so it must not carry anyone's words).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContactDealerReceiptSchema, type ContactDealerRequest } from '../../../../src/contract/visits.ts';
import { headerText, listOutbox, withSafeHeaders } from '../../sandbox/messaging/index.ts';
import { dealSeed, Visitor } from '../routes/deal-fixtures.ts';
import { makeApp, makeDb, makeDist } from '../../test-support.ts';

describe('headerText', () => {
  it('turns CR, LF and every other control character into one space', () => {
    expect(headerText('Mia\r\nBcc: victim@example.test')).toBe('Mia Bcc: victim@example.test');
    expect(headerText('a\nb\rc\u0000d\u0007e\u001bf\u007fg\u0085h\u2028i\u2029j\tk')).toBe('a b c d e f g h i j k');
    expect(headerText('\r\n Leading and trailing \r\n')).toBe('Leading and trailing');
    expect(headerText('Éric Müller — ¿Qué tal?')).toBe('Éric Müller — ¿Qué tal?');
  });

  it('makes the subject and recipient safe and leaves the body as written', () => {
    const body = 'Line one\nLine two';
    expect(
      withSafeHeaders({
        channel: 'EMAIL',
        recipient: 'shop@example.test\r\nBcc: x@example.test',
        subject: 'Hi\r\nX-Injected: yes',
        body,
        kind: 'test',
      }),
    ).toEqual({
      channel: 'EMAIL',
      recipient: 'shop@example.test Bcc: x@example.test',
      subject: 'Hi X-Injected: yes',
      body,
      kind: 'test',
    });
  });
});

describe('a contact request with a CR/LF name and a message of its own', () => {
  const spam = 'Claim your prize at http://spam.example/win now';
  const request: ContactDealerRequest = {
    firstName: 'Mia\r\nBcc: victim@example.test',
    lastName: 'Message\nX-Injected: yes',
    email: 'anyone@example.test',
    phoneNumber: '',
    preferredContact: 'EMAIL',
    message: spam,
  };

  it('mails one-line headers, and a confirmation without the message or the typed name', async () => {
    const { app, db } = await makeApp(await makeDb(dealSeed()), makeDist(), () => new Date('2026-11-23T15:00:00Z'));
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/contact-dealer?campaign=main&dealer=d1', request);
    expect(res.status).toBe(201);
    v.parse(ContactDealerReceiptSchema, await res.json());

    const mails = await listOutbox(db);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.recipient).not.toMatch(/[\r\n]/);
    }
    const confirmation = mails.find((m) => m.recipient === 'anyone@example.test');
    expect(confirmation?.subject).toBe('We received your message to First Motors');
    expect(confirmation?.body).not.toContain('spam.example');
    expect(confirmation?.body).not.toContain('Mia');
    expect(confirmation?.body).not.toContain('Bcc:');

    // The dealer still reads the whole message, and who sent it, on one subject line.
    const notice = mails.find((m) => m.recipient !== 'anyone@example.test');
    expect(notice?.subject).toBe('Message from Mia Bcc: victim@example.test Message X-Injected: yes');
    expect(notice?.body).toContain(spam);
  });
});
