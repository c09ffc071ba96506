/**
 * How a lead reaches a dealer's CRM: an HTTP POST of the ADF document (most CRMs), or an e-mail
 * carrying it (CRMs that import leads from a mailbox). Each answers whether a failure is worth
 * retrying. The lead id travels as `Idempotency-Key` (and in the document), so a receiver can
 * drop a retried copy of a lead it already has.
 */
import type { MessageSender } from '../messaging/index.ts';
import type { LeadTransportKind } from '../../db/schema.ts';

export type DeliveryResult = { ok: true } | { ok: false; retry: boolean; error: string };

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
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true };
      return { ok: false, retry: isRetryableStatus(response.status), error: `HTTP ${String(response.status)}` };
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
