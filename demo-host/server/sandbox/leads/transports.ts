/**
 * How a lead reaches a dealer's CRM: an HTTP POST of the ADF document (most CRMs), or an e-mail
 * carrying it (CRMs that import leads from a mailbox). Each answers whether a failure is worth
 * retrying. The lead id travels as `Idempotency-Key` (and in the document), so a receiver can
 * drop a retried copy of a lead it already has.
 */
import type { MessageSender } from '../messaging/index.ts';
import type { LeadTransportKind } from '../../db/schema.ts';

/** `status` and the start of the CRM's `answer` when it answered (the workspace's test lead shows them). */
export type DeliveryResult = ({ ok: true } | { ok: false; retry: boolean; error: string }) & {
  status?: number;
  answer?: string;
};

/** How much of a CRM's answer is kept: enough for its error message, never a whole page. */
export const ANSWER_MAX_BYTES = 2048;

/** The start of a body as text; the rest is not read (the connection is dropped instead). */
async function answerOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ANSWER_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // An answer cut off midway keeps what arrived.
  } finally {
    if (size >= ANSWER_MAX_BYTES) await reader.cancel().catch(() => undefined);
  }
  const bytes = Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES);
  return new TextDecoder('utf-8').decode(bytes).replace(/\uFFFD$/, '');
}

export type OutgoingLead = { id: string; kind: string; document: string };

export interface LeadTransport {
  readonly kind: LeadTransportKind;
  deliver(lead: OutgoingLead, target: string): Promise<DeliveryResult>;
}

/** Timeouts, throttling and server errors pass; other 4xx answers say the document will never be taken. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

export function httpTransport(
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): LeadTransport & { readonly timeoutMs: number } {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'HTTP',
    timeoutMs,
    async deliver(lead, target) {
      let response: Response;
      try {
        response = await send(target, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/xml; charset=utf-8',
            'Idempotency-Key': lead.id,
            'User-Agent': 'Upshift-Leads/1',
          },
          body: lead.document,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        const reason = name === 'TimeoutError' ? `no answer in ${String(timeoutMs)} ms` : 'connection failed';
        return { ok: false, retry: true, error: reason };
      }
      // Reading the answer also frees the connection.
      const answer = await answerOf(response);
      const { status } = response;
      if (response.ok) return { ok: true, status, answer };
      return { ok: false, retry: isRetryableStatus(status), error: `HTTP ${String(status)}`, status, answer };
    },
  };
}

export function emailTransport(messages: MessageSender): LeadTransport {
  return {
    kind: 'EMAIL',
    async deliver(lead, target) {
      try {
        await messages.send({
          channel: 'EMAIL',
          recipient: target,
          subject: `ADF lead ${lead.id} (${lead.kind})`,
          body: lead.document,
          kind: 'adf-lead',
        });
        return { ok: true };
      } catch {
        return { ok: false, retry: true, error: 'mail not accepted' };
      }
    },
  };
}

/** What the inbox shows of a target: an URL without its query (it may hold a token), or the address. */
export function describeTarget(target: string): string {
  if (!URL.canParse(target)) return target;
  const url = new URL(target);
  return `${url.origin}${url.pathname}`;
}
