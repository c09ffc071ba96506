/**
 * The sandbox payment provider: a stand-in for Stripe's test mode on an origin of its own. It answers the
 * part of Stripe's REST API the one adapter uses (payment intents: create, retrieve, cancel; refunds:
 * create) with Stripe's objects, errors and idempotency, so the same `stripe` client runs against it; and
 * serves the hosted card field (`/card`), the only place a card number is typed, checked and kept (its
 * last four digits). Each status change is an event sent to the app's webhook (webhooks.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/schema.ts';
import {
  claimSandboxRequest,
  finishSandboxRequest,
  getSandboxIntent,
  insertSandboxIntent,
  insertSandboxRefund,
  releaseSandboxRequest,
  updateSandboxIntent,
  type SandboxIntentRow,
} from '../../db/sandbox-payments-repo.ts';
import { checkCard, digitsOf, MESSAGES } from './card-checks.js';
import { AUTHENTICATION_FAILURE, cardOutcome, type CardDecline } from './test-cards.ts';
import { cardFieldAssets, cardFieldPage, CARD_PAGE_CSP, cardErrorPage } from './card-page.ts';
import type { WebhookSender } from './webhooks.ts';

/** The sandbox's published test keys (a sandbox deployment's defaults; they open nothing real). */
export const SANDBOX_PAY_KEYS = {
  secretKey: 'sk_test_upshiftSandbox000000000000',
  publishableKey: 'pk_test_upshiftSandbox000000000000',
  webhookSecret: 'whsec_upshiftSandbox000000000000',
} as const;

export const SANDBOX_API_VERSION = '2026-10-28.endive';

export type SandboxPayOptions = {
  db: Db;
  secretKey: string;
  webhooks: WebhookSender;
  now?: () => number;
};

type StripeErrorBody = {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: Record<string, unknown>;
};
type Answer = { status: number; body: unknown };

const error = (status: number, e: StripeErrorBody): Answer => ({ status, body: { error: e } });
const invalid = (message: string, param?: string, code?: string): Answer =>
  error(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missing = (kind: string, id: string, param?: string): Answer =>
  error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });

const randomId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)}`;

/** "$1,000.00", as Stripe's refund message words amounts. */
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];

/** The charge a succeeded intent made (one per intent here): its id derives from the intent's. */
const chargeId = (row: SandboxIntentRow) => `ch_${row.id.slice(3)}`;

export function intentJson(row: SandboxIntentRow): Record<string, unknown> {
  const lastError = row.last_payment_error ? (JSON.parse(row.last_payment_error) as Record<string, unknown>) : null;
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_capturable: 0,
    amount_received: row.amount_received,
    automatic_payment_methods: null,
    canceled_at: row.status === 'canceled' ? Math.floor(row.updated_at / 1000) : null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: row.client_secret,
    confirmation_method: 'automatic',
    created: Math.floor(row.created_at / 1000),
    currency: row.currency,
    description: row.description,
    last_payment_error: lastError,
    latest_charge: row.status === 'succeeded' ? chargeId(row) : null,
    livemode: false,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    next_action:
      row.status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    payment_method: row.card_last4 ? `pm_card_${row.card_last4}` : null,
    payment_method_types: ['card'],
    status: row.status,
  };
}

function chargeJson(row: SandboxIntentRow): Record<string, unknown> {
  return {
    id: chargeId(row),
    object: 'charge',
    amount: row.amount,
    amount_captured: row.amount_received,
    amount_refunded: row.amount_refunded,
    currency: row.currency,
    created: Math.floor(row.created_at / 1000),
    livemode: false,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    paid: true,
    payment_intent: row.id,
    refunded: row.amount_refunded >= row.amount_received,
    status: 'succeeded',
  };
}

/** Stripe's form encoding: `a=1&metadata[deal_id]=x`; `expand[]` is accepted and ignored. */
function parseForm(
  text: string,
  allowed: readonly string[],
): { params: Map<string, string>; metadata: Record<string, string> } | Answer {
  const params = new Map<string, string>();
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const meta = /^metadata\[([^\]]{1,40})\]$/.exec(key);
    if (meta && allowed.includes('metadata')) {
      if (value.length > 500) return invalid('Metadata values can have up to 500 characters.', key);
      metadata[meta[1]!] = value;
    } else if (/^expand\[\d*\]$/.test(key)) {
      continue;
    } else if (allowed.includes(key)) {
      params.set(key, value);
    } else {
      return invalid(`Received unknown parameter: ${key.slice(0, 100)}`, key.slice(0, 100));
    }
  }
  if (Object.keys(metadata).length > 50) return invalid('Metadata can have up to 50 keys.', 'metadata');
  return { params, metadata };
}

const isAnswer = (x: unknown): x is Answer => typeof x === 'object' && x !== null && 'status' in x && 'body' in x;

/** A positive whole number of cents, as Stripe reads `amount`. */
function cents(raw: string | undefined, param: string, min: number): number | Answer {
  if (raw === undefined) return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  if (!/^\d{1,9}$/.test(raw))
    return invalid(`Invalid integer: ${raw.slice(0, 40)}`, param, 'parameter_invalid_integer');
  const value = Number(raw);
  if (value < min)
    return invalid(
      `Amount must be at least ${usd(min)} usd`,
      param,
      min > 1 ? 'amount_too_small' : 'parameter_invalid_integer',
    );
  return value;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stripe's fingerprint of a request: the method, the path and its parameters in order of name. */
function fingerprint(method: string, path: string, body: string): string {
  const pairs = [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, path, pairs]);
}

export function createSandboxPayApp(o: SandboxPayOptions): Hono {
  const { db, webhooks } = o;
  const now = o.now ?? Date.now;
  const app = new Hono();

  async function emit(type: string, row: SandboxIntentRow, object: Record<string, unknown>): Promise<void> {
    const created = Math.floor(now() / 1000);
    await webhooks.emit(
      {
        id: randomId('evt'),
        object: 'event',
        type,
        created,
        livemode: false,
        api_version: SANDBOX_API_VERSION,
        data: { object },
      },
      row.id,
    );
  }

  /** Moves the intent and tells the app; the answer is the intent as it now is (null: it moved meanwhile). */
  async function transition(
    row: SandboxIntentRow,
    from: readonly string[],
    patch: Parameters<typeof updateSandboxIntent>[3],
    event: string,
  ): Promise<SandboxIntentRow | null> {
    if (!(await updateSandboxIntent(db, row.id, from, patch))) return null;
    const moved = (await getSandboxIntent(db, row.id))!;
    await emit(event, moved, intentJson(moved));
    return moved;
  }

  const send = (c: Context, a: Answer, headers: Record<string, string> = {}) =>
    c.body(JSON.stringify(a.body, null, 2), a.status as 200, {
      'Content-Type': 'application/json',
      'Request-Id': randomId('req', 14),
      'Stripe-Version': SANDBOX_API_VERSION,
      ...headers,
    });

  app.get('/healthz', (c) => c.text('ok'));

  // ─── the REST API (Stripe's v1, the part the adapter uses) ─────────────────────────────────
  const api = new Hono<{ Variables: { apiKey: string } }>();

  api.use('*', async (c, next) => {
    const auth = c.req.header('Authorization') ?? '';
    const bearer = /^Bearer (\S+)$/.exec(auth)?.[1];
    if (!bearer) {
      return send(
        c,
        error(401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        }),
      );
    }
    if (!sameSecret(bearer, o.secretKey)) {
      return send(
        c,
        error(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${bearer.slice(0, 8)}****${bearer.slice(-4)}`,
        }),
      );
    }
    c.set('apiKey', bearer);
    return next();
  });

  /** Runs a POST once per idempotency key: the same key and parameters replay the answer, others are refused. */
  async function idempotent(c: Context, body: string, run: () => Promise<Answer>): Promise<Response> {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return send(c, await run());
    if (key.length < 1 || key.length > 255) return send(c, invalid('Idempotency keys can be at most 255 characters.'));
    const apiKey = c.get('apiKey') as string;
    const request = fingerprint(c.req.method, c.req.path, body);
    const claim = await claimSandboxRequest(db, apiKey, key, request, now());
    if (claim !== true) {
      if (claim.request !== request) {
        return send(
          c,
          error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (claim.statusCode === null) {
        return send(
          c,
          error(409, {
            type: 'idempotency_error',
            message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
          }),
        );
      }
      return c.body(claim.body ?? '', claim.statusCode as 200, {
        'Content-Type': 'application/json',
        'Idempotent-Replayed': 'true',
        'Original-Request': 'replayed',
      });
    }
    let answer: Answer;
    try {
      answer = await run();
    } catch (e) {
      await releaseSandboxRequest(db, apiKey, key);
      throw e;
    }
    const text = JSON.stringify(answer.body, null, 2);
    await finishSandboxRequest(db, apiKey, key, answer.status, text);
    return send(c, answer);
  }

  api.post('/payment_intents', async (c) => {
    const body = await c.req.text();
    return idempotent(c, body, async () => {
      const form = parseForm(body, [
        'amount',
        'currency',
        'description',
        'metadata',
        'automatic_payment_methods[enabled]',
        'payment_method_types[0]',
        'receipt_email',
      ]);
      if (isAnswer(form)) return form;
      const amount = cents(form.params.get('amount'), 'amount', 50);
      if (isAnswer(amount)) return amount;
      if (amount > 99_999_999) return invalid('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
      const currency = form.params.get('currency');
      if (currency === undefined) return invalid('Missing required param: currency.', 'currency', 'parameter_missing');
      if (currency !== 'usd') return invalid(`Invalid currency: ${currency.slice(0, 10)}.`, 'currency');
      const description = form.params.get('description') ?? null;
      if (description !== null && description.length > 1000)
        return invalid('The description can have up to 1000 characters.', 'description');
      const at = now();
      const id = randomId('pi');
      const row: SandboxIntentRow = {
        id,
        client_secret: `${id}_secret_${randomId('x', 25).slice(2)}`,
        amount,
        currency,
        status: 'requires_payment_method',
        description,
        metadata: JSON.stringify(form.metadata),
        amount_received: 0,
        amount_refunded: 0,
        last_payment_error: null,
        card_last4: null,
        created_at: at,
        updated_at: at,
      };
      await insertSandboxIntent(db, row);
      return { status: 200, body: intentJson(row) };
    });
  });

  api.get('/payment_intents/:id', async (c) => {
    const id = c.req.param('id');
    const row = await getSandboxIntent(db, id);
    return send(c, row ? { status: 200, body: intentJson(row) } : missing('payment_intent', id, 'intent'));
  });

  api.post('/payment_intents/:id/cancel', async (c) => {
    const body = await c.req.text();
    const id = c.req.param('id');
    return idempotent(c, body, async () => {
      const form = parseForm(body, ['cancellation_reason']);
      if (isAnswer(form)) return form;
      const row = await getSandboxIntent(db, id);
      if (!row) return missing('payment_intent', id, 'intent');
      const moved = CANCELABLE.includes(row.status)
        ? await transition(row, CANCELABLE, { status: 'canceled', updated_at: now() }, 'payment_intent.canceled')
        : null;
      if (!moved) {
        const current = (await getSandboxIntent(db, id))!;
        return invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${current.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      return { status: 200, body: intentJson(moved) };
    });
  });

  api.post('/refunds', async (c) => {
    const body = await c.req.text();
    return idempotent(c, body, async () => {
      const form = parseForm(body, ['payment_intent', 'amount', 'reason', 'metadata']);
      if (isAnswer(form)) return form;
      const id = form.params.get('payment_intent');
      if (!id)
        return invalid("Must provide exactly one of these parameters: ['charge', 'payment_intent'].", 'payment_intent');
      const row = await getSandboxIntent(db, id);
      if (!row) return missing('payment_intent', id, 'payment_intent');
      if (row.status !== 'succeeded')
        return invalid(
          `This PaymentIntent (${row.id}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      const left = row.amount_received - row.amount_refunded;
      const raw = form.params.get('amount');
      const amount = raw === undefined ? left : cents(raw, 'amount', 1);
      if (isAnswer(amount)) return amount;
      if (left <= 0)
        return invalid(`Charge ${chargeId(row)} has already been refunded.`, undefined, 'charge_already_refunded');
      const refund = { id: randomId('re'), payment_intent: row.id, amount, status: 'succeeded', created_at: now() };
      if (amount > left || !(await insertSandboxRefund(db, refund))) {
        const fresh = (await getSandboxIntent(db, row.id))!;
        return invalid(
          `Refund amount (${usd(amount)}) is greater than unrefunded amount on charge (${usd(fresh.amount_received - fresh.amount_refunded)})`,
          'amount',
          'amount_too_large',
        );
      }
      const after = (await getSandboxIntent(db, row.id))!;
      await emit('charge.refunded', after, chargeJson(after));
      return {
        status: 200,
        body: {
          id: refund.id,
          object: 'refund',
          amount,
          charge: chargeId(row),
          created: Math.floor(refund.created_at / 1000),
          currency: row.currency,
          metadata: form.metadata,
          payment_intent: row.id,
          reason: form.params.get('reason') ?? null,
          status: refund.status,
        },
      };
    });
  });

  api.onError((_e, c) => send(c, error(500, { type: 'api_error', message: 'An unknown error occurred.' })));

  // ─── the hosted card field (the only place a card is typed) ─────────────────────────────────
  const assets = cardFieldAssets();

  /** The intent a client secret opens; null when the secret is not one of ours. */
  async function bySecret(secret: unknown): Promise<SandboxIntentRow | null> {
    if (typeof secret !== 'string') return null;
    const match = /^(pi_[A-Za-z0-9]{1,40})_secret_[A-Za-z0-9]{1,40}$/.exec(secret);
    if (!match) return null;
    const row = await getSandboxIntent(db, match[1]!);
    return row && sameSecret(secret, row.client_secret) ? row : null;
  }

  const cardErrorAnswer = (row: SandboxIntentRow, decline: CardDecline, param?: string): Answer =>
    error(402, {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      message: decline.message,
      ...(param ? { param } : {}),
      payment_intent: intentJson(row),
    });

  const storedError = (d: CardDecline) =>
    JSON.stringify({ type: 'card_error', code: d.code, decline_code: d.declineCode, message: d.message });

  const card = new Hono();
  card.get('/card', async (c) => {
    const row = await bySecret(c.req.query('client_secret'));
    const locale = c.req.query('locale') === 'es' ? 'es' : 'en';
    const parentRaw = c.req.query('parent') ?? '';
    const parent = URL.canParse(parentRaw) ? new URL(parentRaw) : null;
    const headers = {
      'Content-Security-Policy': CARD_PAGE_CSP,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    };
    if (!row || !parent || !/^https?:$/.test(parent.protocol) || parent.origin !== parentRaw.replace(/\/$/, '')) {
      return c.html(cardErrorPage(locale), 400, headers);
    }
    return c.html(
      cardFieldPage({ clientSecret: row.client_secret, parent: parent.origin, locale, status: row.status }),
      200,
      headers,
    );
  });
  for (const [path, asset] of Object.entries(assets)) {
    card.get(path, (c) =>
      c.body(asset.body, 200, {
        'Content-Type': asset.type,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      }),
    );
  }

  /** JSON from the field only (a cross-origin page cannot send it without a preflight, which gets no CORS). */
  async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
    if (!(c.req.header('Content-Type') ?? '').startsWith('application/json')) return null;
    try {
      const value: unknown = await c.req.json();
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : '');

  card.post('/card/confirm', async (c) => {
    const body = await jsonBody(c);
    const row = body ? await bySecret(body['client_secret']) : null;
    if (!body || !row) return send(c, invalid('No such payment_intent.', 'client_secret', 'resource_missing'));
    if (!CONFIRMABLE.includes(row.status)) {
      return send(
        c,
        error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
          payment_intent: intentJson(row),
        }),
      );
    }
    const entered = {
      number: str(body['number']),
      expiry: str(body['expiry']),
      cvc: str(body['cvc']),
      zip: str(body['zip']),
    };
    // The field checked these already; the provider checks again (the field is not to be trusted either).
    const checks = checkCard(entered, new Date(now()));
    const failed = (['number', 'expiry', 'cvc', 'zip'] as const).find((field) => checks[field] !== null);
    if (failed) {
      const code = checks[failed]!;
      return send(c, cardErrorAnswer(row, { code, declineCode: null, message: MESSAGES.en[code] ?? code }, failed));
    }
    const last4 = digitsOf(entered.number).slice(-4);
    const outcome = cardOutcome(entered.number);
    const at = now();
    if (outcome.kind === 'succeed') {
      const moved = await transition(
        row,
        CONFIRMABLE,
        {
          status: 'succeeded',
          amount_received: row.amount,
          last_payment_error: null,
          card_last4: last4,
          updated_at: at,
        },
        'payment_intent.succeeded',
      );
      return send(c, moved ? { status: 200, body: intentJson(moved) } : invalid('The payment changed meanwhile.'));
    }
    if (outcome.kind === 'challenge') {
      const moved = await transition(
        row,
        CONFIRMABLE,
        { status: 'requires_action', last_payment_error: null, card_last4: last4, updated_at: at },
        'payment_intent.requires_action',
      );
      return send(c, moved ? { status: 200, body: intentJson(moved) } : invalid('The payment changed meanwhile.'));
    }
    const moved = await transition(
      row,
      CONFIRMABLE,
      {
        status: 'requires_payment_method',
        last_payment_error: storedError(outcome),
        card_last4: last4,
        updated_at: at,
      },
      'payment_intent.payment_failed',
    );
    return send(c, cardErrorAnswer(moved ?? row, outcome));
  });

  card.post('/card/challenge', async (c) => {
    const body = await jsonBody(c);
    const row = body ? await bySecret(body['client_secret']) : null;
    if (!body || !row) return send(c, invalid('No such payment_intent.', 'client_secret', 'resource_missing'));
    const outcome = body['outcome'];
    if (outcome !== 'complete' && outcome !== 'fail') return send(c, invalid('Invalid outcome.', 'outcome'));
    if (row.status !== 'requires_action') return send(c, { status: 200, body: intentJson(row) });
    const at = now();
    if (outcome === 'complete') {
      const moved = await transition(
        row,
        ['requires_action'],
        { status: 'succeeded', amount_received: row.amount, updated_at: at },
        'payment_intent.succeeded',
      );
      return send(c, { status: 200, body: intentJson(moved ?? (await getSandboxIntent(db, row.id))!) });
    }
    const moved = await transition(
      row,
      ['requires_action'],
      { status: 'requires_payment_method', last_payment_error: storedError(AUTHENTICATION_FAILURE), updated_at: at },
      'payment_intent.payment_failed',
    );
    return send(c, cardErrorAnswer(moved ?? row, AUTHENTICATION_FAILURE));
  });

  app.route('/', card);
  app.route('/v1', api);
  app.notFound((c) =>
    c.req.path.startsWith('/v1/')
      ? send(
          c,
          error(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${c.req.method}: ${c.req.path.slice(0, 100)}).`,
          }),
        )
      : c.text('Not found', 404),
  );
  app.onError((_e, c) => send(c, error(500, { type: 'api_error', message: 'An unknown error occurred.' })));
  return app;
}
