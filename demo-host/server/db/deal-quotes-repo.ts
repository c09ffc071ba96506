/**
 * The `deal_quotes` table: each priced request of a deal with its quotes, so a shopper picks one of exactly those.
 */
import type { FinanceQuote, LeaseQuote } from '../../../src/contract/deal.ts';
import { inTransaction } from './database.ts';
import { readBounded } from './stored-json.ts';
import type { Db, Row } from './schema.ts';

// ─── deals ──────────────────────────────────────────────────────────────────────────────────

export type QuoteKind = 'FINANCE' | 'LEASE';
export type QuoteSelection = { kind: QuoteKind; quoteId: string; requestKey: string };

// ─── quotes ─────────────────────────────────────────────────────────────────────────────────

export type QuoteRequest = { downPayment: number; mileage: number | null; protectionProducts: string[] };
export type QuoteSet = {
  kind: QuoteKind;
  requestKey: string;
  request: QuoteRequest;
  quotes: (FinanceQuote | LeaseQuote)[];
  seq: number;
};

/** Sets kept per deal and kind; older ones go (except the one a selection points at). */
export const QUOTE_SETS_KEPT = 20;

/** The same request always has the same key (product ids sorted, mileage null for finance). */
export function quoteRequestKey(request: QuoteRequest): string {
  return JSON.stringify([request.downPayment, request.mileage, [...request.protectionProducts].sort()]);
}

/**
 * A stored set, or null when a number in it is not finite or beyond any amount: such a
 * set is left out, as if never requested, so the next request prices the deal afresh.
 */
function toQuoteSet(row: Row<'deal_quotes'>): QuoteSet | null {
  const request = readBounded(row.deal_id, row.request, 'quote request') as QuoteRequest | undefined;
  const quotes = readBounded(row.deal_id, row.quotes, 'quote') as QuoteSet['quotes'] | undefined;
  if (!request || !quotes || !Array.isArray(quotes)) return null;
  return { kind: row.kind, requestKey: row.request_key, request, quotes, seq: row.requested_seq };
}

const usableSets = (rows: readonly Row<'deal_quotes'>[]): QuoteSet[] =>
  rows.map(toQuoteSet).filter((set) => set !== null);

/**
 * Stores (or replaces) the quotes of a request and makes it the deal's latest set of its kind;
 * prunes in the same transaction. The next seq is read, then written: callers that may race on
 * one deal hold its lock (lockDealRecord), as the desk's requestQuotes does.
 */
export async function putQuoteSet(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  request: QuoteRequest,
  quotes: QuoteSet['quotes'],
  keepKey: string | null,
): Promise<QuoteSet> {
  const requestKey = quoteRequestKey(request);
  return inTransaction(db, async (tx) => {
    const { latest } = await tx
      .selectFrom('deal_quotes')
      .select((eb) => eb.fn.max('requested_seq').as('latest'))
      .where('deal_id', '=', dealId)
      .executeTakeFirstOrThrow();
    const seq = (latest ?? 0) + 1;
    await tx
      .insertInto('deal_quotes')
      .values({
        deal_id: dealId,
        kind,
        request_key: requestKey,
        request: JSON.stringify(request),
        quotes: JSON.stringify(quotes),
        requested_seq: seq,
      })
      .onConflict((oc) =>
        oc.columns(['deal_id', 'kind', 'request_key']).doUpdateSet((eb) => ({
          quotes: eb.ref('excluded.quotes'),
          requested_seq: eb.ref('excluded.requested_seq'),
        })),
      )
      .execute();
    let prune = tx
      .deleteFrom('deal_quotes')
      .where('deal_id', '=', dealId)
      .where('kind', '=', kind)
      .where('request_key', 'not in', (eb) =>
        eb
          .selectFrom('deal_quotes')
          .select('request_key')
          .where('deal_id', '=', dealId)
          .where('kind', '=', kind)
          .orderBy('requested_seq', 'desc')
          .limit(QUOTE_SETS_KEPT),
      );
    if (keepKey !== null) prune = prune.where('request_key', '<>', keepKey);
    await prune.execute();
    return { kind, requestKey, request, quotes, seq };
  });
}

/** Replaces the quotes of an existing set without making it the latest (re-pricing after an input changed). */
export async function replaceQuoteSetQuotes(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  requestKey: string,
  quotes: QuoteSet['quotes'],
): Promise<void> {
  await db
    .updateTable('deal_quotes')
    .set({ quotes: JSON.stringify(quotes) })
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .where('request_key', '=', requestKey)
    .execute();
}

export async function getLatestQuoteSet(db: Db, dealId: string, kind: QuoteKind): Promise<QuoteSet | null> {
  const row = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .orderBy('requested_seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toQuoteSet(row) : null;
}

/** A deal's sets as the deal view and its re-pricing use them: the latest of each kind and the selected one. */
export type DealQuoteSets = { latest: Record<QuoteKind, QuoteSet | null>; selected: QuoteSet | null };

/**
 * The latest set of each kind (null when that row is unusable, as getLatestQuoteSet) and the set the
 * selection was picked from, in one statement: `requested_seq` is unique within a deal.
 */
export async function getDealQuoteSets(
  db: Db,
  dealId: string,
  selection: Pick<QuoteSelection, 'kind' | 'requestKey'> | null,
): Promise<DealQuoteSets> {
  const latestSeq = (kind: QuoteKind) =>
    db
      .selectFrom('deal_quotes as l')
      .select((eb) => eb.fn.max('l.requested_seq').as('seq'))
      .where('l.deal_id', '=', dealId)
      .where('l.kind', '=', kind);
  const rows = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where((eb) =>
      eb.or([
        eb('requested_seq', '=', latestSeq('FINANCE')),
        eb('requested_seq', '=', latestSeq('LEASE')),
        ...(selection ? [eb.and([eb('kind', '=', selection.kind), eb('request_key', '=', selection.requestKey)])] : []),
      ]),
    )
    .orderBy('requested_seq', 'desc')
    .execute();
  const latestRow = (kind: QuoteKind) => rows.find((row) => row.kind === kind) ?? null;
  const latest = (kind: QuoteKind): QuoteSet | null => {
    const row = latestRow(kind);
    return row ? toQuoteSet(row) : null;
  };
  const selectedRow = selection
    ? rows.find((row) => row.kind === selection.kind && row.request_key === selection.requestKey)
    : undefined;
  return {
    latest: { FINANCE: latest('FINANCE'), LEASE: latest('LEASE') },
    selected: selectedRow ? toQuoteSet(selectedRow) : null,
  };
}

/** Every set of a deal, latest first. */
export async function listQuoteSets(db: Db, dealId: string, kind?: QuoteKind): Promise<QuoteSet[]> {
  let query = db.selectFrom('deal_quotes').selectAll().where('deal_id', '=', dealId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('requested_seq', 'desc').execute();
  return usableSets(rows);
}

export async function getQuoteSet(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  requestKey: string,
): Promise<QuoteSet | null> {
  const row = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? toQuoteSet(row) : null;
}
