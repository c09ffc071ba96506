/**
 * Saving a deal (seed 000 §4 "Saving", §7 `POST /deals/{id}/update`): the checks a save's body gets,
 * the preferences it records, and the save itself with its lead and its certificate in the caller's
 * transaction. Shared by the deal route's update and by the sign-in that claims a deal the visitor
 * asked to save (routes/auth-service.ts).
 */
import type {
  Deal,
  DealPreferences,
  DealType,
  ExternalOfferLineItem,
  UpdateDealRequest,
} from '../../../src/contract/deal.ts';
import type { Vehicle } from '../../../src/contract/vehicle.ts';
import type { Certificate } from '../../../src/contract/certificates.ts';
import type { FieldError } from '../../../src/contract/http.ts';
import { financeTerms, leaseTerms } from '../domain/engine/index.ts';
import { getDealRecord, lockDealRecord, saveDeal, setSaveAtSignIn, type DealRecord } from '../db/deals-repo.ts';
import { countFunnelEvent } from '../db/funnel-repo.ts';
import { insertLeadOnce } from '../db/lead-repo.ts';
import { insertCertificate } from '../db/certificates-repo.ts';
import {
  getDealQuoteSets,
  listQuoteSets,
  type DealQuoteSets,
  type QuoteKind,
  type QuoteSelection,
  type QuoteSet,
} from '../db/deal-quotes-repo.ts';
import { inTransaction } from '../db/index.ts';
import type { Db } from '../db/schema.ts';
import type { AppDeps } from './app-deps.ts';
import { Invalid } from '../domain/errors.ts';
import { createLeadWriter, type LeadWriter } from './leads/outbox.ts';
import {
  createDealDesk,
  dealNotFound,
  dealSigned,
  engineVehicle,
  type AnyQuote,
  type DealDesk,
  type DealInputs,
} from './deal-desk.ts';

/** The lead a first save sends (seed 000 §7 `sendLead`). */
export const DEAL_SAVED_LEAD = 'deal-saved';
export const TERM_NOT_OFFERED = 'Term not offered';
export const QUOTE_NOT_FOUND = 'Quote not found for this deal';

/** What a save names and chooses: the update body without its `sendLead`. */
export type DealSaveRequest = Pick<UpdateDealRequest, 'updateQuote' | 'dealName' | 'dealPreferences'>;

/** Preferences carrying `items` as both offer lists (seed 000 §3 repeats them per payment type). */
export function withOffers(prefs: DealPreferences, items: ExternalOfferLineItem[]): DealPreferences {
  return {
    ...prefs,
    financePreferences: { ...prefs.financePreferences, externalOffers: items },
    leasePreferences: { ...prefs.leasePreferences, externalOffers: items },
  };
}

/**
 * The preferences a save records: the body's, with the deal's own offers (the body's copy of them is
 * ignored) and its chosen offer, the server's record; while one stands no pre-approval applies.
 */
export function preferencesToSave(
  current: DealRecord,
  body: DealSaveRequest,
  selected: AnyQuote | null,
): DealPreferences {
  const chosenOffer = current.preferences.chosenOffer;
  return withSelectedTerms(
    {
      ...withOffers(body.dealPreferences, current.externalOffers),
      chosenOffer,
      appliedPreApproval: chosenOffer ? null : body.dealPreferences.appliedPreApproval,
    },
    body.updateQuote.dealType,
    selected,
  );
}

/**
 * The selected quote's own terms (term, down payment, lease mileage) and type win over the body's
 * preferences: the shopper's page, the lead and the dealer's jacket then show one payment.
 */
export function withSelectedTerms(prefs: DealPreferences, dealType: DealType, quote: AnyQuote | null): DealPreferences {
  const typed = { ...prefs, dealType };
  if (!quote) return typed;
  return quote.lease
    ? {
        ...typed,
        leasePreferences: {
          ...prefs.leasePreferences,
          term: quote.term,
          downPayment: quote.downPayment,
          mileage: quote.mileageAllowed,
        },
      }
    : {
        ...typed,
        financePreferences: { ...prefs.financePreferences, term: quote.term, downPayment: quote.downPayment },
      };
}

/** The quote of a kind that matches the saved preferences (term, lender type or mileage), else the first. */
export function matchingQuote(
  quotes: readonly AnyQuote[],
  prefs: DealPreferences,
  kind: 'FINANCE' | 'LEASE',
): AnyQuote | null {
  const match = quotes.find((q) => {
    if (kind === 'FINANCE') {
      const f = prefs.financePreferences;
      const lenderOk = f.financierType === 'ALL' || (f.financierType === 'CAPTIVE') === q.financier.captiveLender;
      return q.term === f.term && lenderOk;
    }
    const l = prefs.leasePreferences;
    return q.lease && q.term === l.term && q.mileageAllowed === l.mileage;
  });
  return match ?? quotes[0] ?? null;
}

/** Field errors of a save that the schema cannot know: offered terms and the deal's own quotes; else its selection. */
/** A save's selection, and the quote it selects. */
type CheckedSave = { selection: QuoteSelection | null; quote: AnyQuote | null };

export async function checkSave(desk: DealDesk, q: Db, deal: DealRecord, body: DealSaveRequest): Promise<CheckedSave> {
  return checkSaveOf(await desk.vehicleOf(q, deal), desk.now(), body, await listQuoteSets(q, deal.id));
}

/** checkSave on what is already read: the deal's vehicle and its quote sets (latest first). */
function checkSaveOf(vehicle: Vehicle, now: Date, body: DealSaveRequest, sets: readonly QuoteSet[]): CheckedSave {
  const errors: FieldError[] = [];
  const ev = engineVehicle(vehicle);
  const financeTerm = body.dealPreferences.financePreferences.term;
  if (financeTerm !== null && !financeTerms(ev, now).includes(financeTerm)) {
    errors.push({ field: 'dealPreferences.financePreferences.term', message: TERM_NOT_OFFERED });
  }
  const leaseTerm = body.dealPreferences.leasePreferences.term;
  if (leaseTerm !== null && !leaseTerms(ev).includes(leaseTerm)) {
    errors.push({ field: 'dealPreferences.leasePreferences.term', message: TERM_NOT_OFFERED });
  }
  let selection: QuoteSelection | null = null;
  let quote: AnyQuote | null = null;
  const update = body.updateQuote;
  if (update.dealType !== 'CASH') {
    for (const set of sets) {
      if (set.kind !== update.dealType) continue;
      quote = set.quotes.find((x) => x.id === update.quoteId) ?? null;
      if (quote) {
        selection = { kind: update.dealType, quoteId: update.quoteId, requestKey: set.requestKey };
        break;
      }
    }
    if (!selection) errors.push({ field: 'updateQuote.quoteId', message: QUOTE_NOT_FOUND });
  }
  if (errors.length) throw new Invalid('Invalid request', errors);
  return { selection, quote };
}

/** The sets a save's deal view and certificate read, from all of the deal's sets (latest first). */
function setsOf(all: readonly QuoteSet[], selection: QuoteSelection | null): DealQuoteSets {
  const latest = (kind: QuoteKind) => all.find((set) => set.kind === kind) ?? null;
  return {
    latest: { FINANCE: latest('FINANCE'), LEASE: latest('LEASE') },
    selected: selection
      ? (all.find((set) => set.kind === selection.kind && set.requestKey === selection.requestKey) ?? null)
      : null,
  };
}

/** The numbers a certificate shows for every payment type, taken when the deal is saved. */
async function certificateTerms(
  desk: DealDesk,
  q: Db,
  read: { inputs: DealInputs; sets: DealQuoteSets },
  preferences: DealPreferences,
  selected: AnyQuote | null,
): Promise<Record<DealType, Certificate['terms']>> {
  // Neither the name, the preferences nor the selection a save changes is a price input.
  const cash = await desk.cashOf(q, read.inputs);
  const quoteFor = (kind: 'FINANCE' | 'LEASE'): AnyQuote | null => {
    if (selected && selected.lease === (kind === 'LEASE')) return selected;
    return matchingQuote(read.sets.latest[kind]?.quotes ?? [], preferences, kind);
  };
  // The quotes are priced at the deal's credit, so its tier is the one beside every payment.
  const { tier } = read.inputs.credit;
  const termsOf = (q: AnyQuote | null): Certificate['terms'] => ({
    monthlyPayment: q?.monthlyPayment ?? null,
    term: q?.term ?? null,
    apr: q?.apr ?? null,
    downPayment: q?.downPayment ?? null,
    mileageAllowed: q?.lease ? q.mileageAllowed : null,
    lenderName: q?.financier.name ?? null,
    creditTier: q ? tier : null,
    outTheDoor: cash.outTheDoor,
    cashPrice: cash.cashPrice,
  });
  return {
    FINANCE: termsOf(quoteFor('FINANCE')),
    LEASE: termsOf(quoteFor('LEASE')),
    CASH: termsOf(null),
  };
}

export type DealSaver = ReturnType<typeof createDealSaver>;

export function createDealSaver(
  deps: Pick<AppDeps, 'appOrigin' | 'now' | 'zipDirectory'> & { desk?: DealDesk; leads?: LeadWriter },
) {
  const desk = deps.desk ?? createDealDesk(deps);
  const leads = deps.leads ?? createLeadWriter({ ...deps, desk });

  /**
   * Saves the deal for `userId` in `tx` (the caller's transaction, holding the deal's lock): name,
   * preferences and selection; with `sendLead`, its one deal-saved lead; and a certificate of its numbers.
   */
  async function save(
    tx: Db,
    dealId: string,
    s: {
      dealName: string;
      preferences: DealPreferences;
      selection: QuoteSelection | null;
      userId: string;
      sessionId: string | null;
      sendLead: boolean;
    },
    known?: { inputs: DealInputs; sets: DealQuoteSets },
  ): Promise<{ saved: DealRecord; inputs: DealInputs; sets: DealQuoteSets }> {
    const { dealName, preferences, selection, userId } = s;
    // The funnel counts a deal's first save, not its re-saves.
    const before = known?.inputs.deal ?? (await getDealRecord(tx, dealId));
    const saved = await saveDeal(tx, dealId, { dealName, preferences, selection, userId });
    if (!saved) throw dealNotFound();
    if (before?.saved === false)
      await countFunnelEvent(tx, {
        event: 'dealsSaved',
        // Known already when the caller priced the deal: no look-up for the dealer and campaign.
        ...(known ? { dealerId: known.inputs.vehicle.dealerId, campaign: saved.campaignSlug } : { dealId }),
        at: desk.now().getTime(),
      });
    const inputs = known?.inputs ?? (await desk.inputsOf(tx, saved));
    const sets = known?.sets ?? (await getDealQuoteSets(tx, saved.id, saved.selection));
    const selected = desk.selectedIn(saved, sets);
    // After the save, so the lead carries the deal as saved (its selected quote); one per deal.
    if (s.sendLead && (await insertLeadOnce(tx, dealId, DEAL_SAVED_LEAD))) {
      await leads.write(
        tx,
        {
          kind: 'deal-saved',
          sourceId: dealId,
          sessionId: s.sessionId,
          userId,
          dealId,
          comments: [`Deal name: ${dealName}.`],
        },
        { deal: saved, vehicle: inputs.vehicle, selected },
      );
    }
    await insertCertificate(tx, {
      dealId: saved.id,
      vehicleId: saved.vehicleId,
      userId,
      dealName,
      preferences,
      paymentType: desk.dealTypeOf(saved, selected),
      terms: await certificateTerms(desk, tx, { inputs, sets }, preferences, selected),
    });
    return { saved, inputs, sets };
  }

  /**
   * A shopper's save (`POST /deals/{id}/update`): the save, its lead and its certificate are one
   * write, checked against the deal as it is once locked, so a concurrent quote request cannot slip
   * in between; a failure anywhere leaves the deal as it was.
   */
  async function saveAsked(
    q: Db,
    dealId: string,
    body: UpdateDealRequest,
    by: { userId: string; sessionId: string },
  ): Promise<Deal> {
    return inTransaction(q, async (tx) => {
      const current = await lockDealRecord(tx, dealId);
      if (!current) throw dealNotFound();
      const inputs = await desk.inputsOf(tx, current);
      if (inputs.facts.signedAt !== null) throw dealSigned();
      const all = await listQuoteSets(tx, current.id);
      const { selection, quote } = checkSaveOf(inputs.vehicle, desk.now(), body, all);
      const { saved, sets } = await save(
        tx,
        current.id,
        {
          dealName: body.dealName,
          preferences: preferencesToSave(current, body, quote),
          selection,
          userId: by.userId,
          sessionId: by.sessionId,
          sendLead: body.sendLead === true,
        },
        { inputs, sets: setsOf(all, selection) },
      );
      return desk.viewOf(tx, saved, inputs, sets);
    });
  }

  /**
   * 'Sign in to save this deal': the visitor's name and choices, checked as a save checks them, kept
   * on the unsaved deal for the sign-in that claims it (routes/auth-service.ts). One transaction.
   */
  async function keepForSignIn(q: Db, dealId: string, body: DealSaveRequest): Promise<void> {
    await inTransaction(q, async (tx) => {
      const current = await desk.lockUnsigned(tx, dealId);
      const { selection, quote } = await checkSave(desk, tx, current, body);
      const preferences = preferencesToSave(current, body, quote);
      await setSaveAtSignIn(tx, current.id, { dealName: body.dealName, preferences, selection }, desk.now());
    });
  }

  return { save, saveAsked, keepForSignIn };
}
