/**
 * Outgoing mail and SMS. Production sends through a provider chosen by configuration; the sandbox
 * has no mail or SMS service, so its sender writes each message to the `outbox` table, which the
 * demo host's outbox page shows newest first. Message bodies may carry codes: never log them.
 */
import type { Db } from '../../db/schema.ts';

export type OutgoingMessage = {
  channel: 'EMAIL' | 'SMS';
  /** An email address or 10 phone digits. */
  recipient: string;
  /** Email subject; null for SMS. */
  subject: string | null;
  body: string;
  /** What the message is for: 'mfa-code', 'welcome', … */
  kind: string;
};

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators: none belongs in a header. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const HEADER_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One header's text (a subject, an address, a display name) on one line: each run of control
 * characters becomes a space, so a name typed with CR/LF cannot start a header of its own.
 */
export function headerText(value: string): string {
  return value.replace(HEADER_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** The message with every header made safe; the body is left as written (it is not a header). */
export function withSafeHeaders(message: OutgoingMessage): OutgoingMessage {
  return {
    ...message,
    recipient: headerText(message.recipient),
    subject: message.subject === null ? null : headerText(message.subject),
  };
}

/** Every sender goes through this: whatever a route wrote into a header, one line reaches the mail. */
export function safeSender(sender: MessageSender): MessageSender {
  return { send: (message) => sender.send(withSafeHeaders(message)) };
}

/** The sandbox sender: what production would have sent, kept for the outbox page. */
export function outboxSender(db: Db): MessageSender {
  return safeSender({
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ ...message, created_at: new Date().toISOString() })
        .execute();
    },
  });
}

export type OutboxEntry = OutgoingMessage & { id: number; createdAt: string };

/** The newest messages first (the outbox page and tests read the code a shopper would receive). */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    kind: r.kind,
    createdAt: r.created_at,
  }));
}
