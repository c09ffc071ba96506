/**
 * The trade-in in progress, one signals model for the whole flow: the
 * look-up (VIN, or plate and state), the info, features and history answers, the appraisal, the
 * shopper's choice (trade it in or sell it), the saved trade and its payoff. Every answer is kept
 * in session storage (OWN_STORAGE_KEYS.tradeDraft), so Back and Forward, in the page or in the
 * browser, and a reload find each one as it was; a step is complete only once the shopper
 * continued from it with valid answers.
 */
import '../../lib/i18n/parts/trade.ts';
import { batch, computed, effect, signal } from '@preact/signals';
import * as v from 'valibot';
import { createForm, required, type FieldSpec } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { createRemote, errorMessages } from '../../lib/remote-data.ts';
import { OWN_STORAGE_KEYS, safeSession, type SafeStorage, type SessionKey } from '../../lib/storage.ts';
import { createDraft } from '../../lib/draft.ts';
import { trackLead } from '../../lib/tracking.ts';
import { retryWait } from '../auth/index.ts';
import { NO_KNOWN_DETAILS, type KnownDetailsSource } from '../known-details/index.ts';
import { appraise, decodeVin, lookUpPlate, reappraise, saveTrade, setPayoff, setSellIndicator } from './api.ts';
import {
  ACCIDENTS,
  AppraisalSchema,
  CONDITIONS,
  FEATURES,
  INDICATORS,
  TITLE_STATUSES,
  TradeSchema,
  VinDecodeSchema,
  type Appraisal,
  type Feature,
  type Indicator,
  type Trade,
  type VinDecode,
  normalizeVin,
} from '../../contract/trade.ts';
import {
  ENTRY_RULES,
  HISTORY_RULES,
  INFO_RULES,
  infoFromDecode,
  lookupKey,
  normalizePlate,
  parseDollars,
  PAYOFF_RULES,
  TRADE_STEPS,
  tradeAnswers,
  valuesFromAnswers,
  type EntryMethod,
  type HistoryValues,
  type TradeStep,
} from './rules.ts';

export type TradeModelOptions = {
  /** Whose answers these are: a draft stored for another shopper is not theirs to see. */
  userId: string | null;
  storage?: SafeStorage<SessionKey>;
  now?: () => number;
  /** The ZIP the shopper gave before (their account, a deal's tax ZIP, an address): the info step starts from it. */
  known?: KnownDetailsSource;
};

const blank = v.literal('');

/** What is kept between pages: the forms' text as typed, and what the server answered. */
const DraftSchema = v.object({
  userId: v.nullable(v.string()),
  entry: v.object({ method: v.picklist(['vin', 'plate']), vin: v.string(), plate: v.string(), state: v.string() }),
  decoded: v.nullable(VinDecodeSchema),
  lookupKey: v.nullable(v.string()),
  info: v.object({ model: v.string(), trim: v.string(), mileage: v.string(), zipCode: v.string() }),
  features: v.array(v.picklist(FEATURES)),
  history: v.object({
    owners: v.string(),
    accidents: v.union([blank, v.picklist(ACCIDENTS)]),
    condition: v.union([blank, v.picklist(CONDITIONS)]),
    titleStatus: v.union([blank, v.picklist(TITLE_STATUSES)]),
    owesMoney: v.picklist(['', 'yes', 'no']),
  }),
  done: v.array(v.picklist(TRADE_STEPS)),
  appraisal: v.nullable(AppraisalSchema),
  appraisedFor: v.nullable(v.string()),
  indicator: v.picklist(INDICATORS),
  saved: v.nullable(TradeSchema),
  savedAppraisalId: v.nullable(v.string()),
  payoff: v.object({ lender: v.string(), payoff: v.string() }),
  payoffSaved: v.boolean(),
  lockedUntil: v.nullable(v.number()),
  another: v.boolean(),
});
type Draft = v.InferOutput<typeof DraftSchema>;

const label = (key: string) => key as FieldSpec['label'];

function featureFields(): Record<Feature, { label: FieldSpec['label']; initial: boolean; rules: [] }> {
  return Object.fromEntries(
    FEATURES.map((feature) => [feature, { label: label(`trade.feature.${feature}`), initial: false, rules: [] }]),
  ) as Record<Feature, { label: FieldSpec['label']; initial: boolean; rules: [] }>;
}

export type LookUpOutcome = 'found' | 'invalid' | 'failed';
export type AppraisalOutcome = 'offer' | 'no-offer' | 'locked' | 'failed';

export type TradeModel = ReturnType<typeof createTradeModel>;

export function createTradeModel(options: TradeModelOptions) {
  const storage = options.storage ?? safeSession;
  const now = options.now ?? Date.now;
  const known = options.known ?? NO_KNOWN_DETAILS;

  const entry = createForm({
    method: { label: 'trade.entry.method', initial: 'vin', rules: ENTRY_RULES.method },
    vin: { label: 'trade.field.vin', initial: '', rules: ENTRY_RULES.vin },
    plate: { label: 'trade.field.plate', initial: '', rules: ENTRY_RULES.plate },
    state: { label: 'trade.field.state', initial: '', rules: ENTRY_RULES.state },
  });
  const info = createForm({
    model: { label: 'trade.field.model', initial: '', rules: INFO_RULES.model },
    trim: { label: 'trade.field.trim', initial: '', rules: INFO_RULES.trim },
    mileage: { label: 'trade.field.mileage', initial: '', rules: INFO_RULES.mileage },
    zipCode: { label: 'trade.field.zipCode', initial: '', rules: INFO_RULES.zipCode },
  });
  const features = createForm(featureFields());
  const history = createForm({
    owners: { label: 'trade.field.owners', initial: '', rules: HISTORY_RULES.owners },
    accidents: { label: 'trade.field.accidents', initial: '', rules: HISTORY_RULES.accidents },
    condition: { label: 'trade.field.condition', initial: '', rules: HISTORY_RULES.condition },
    titleStatus: { label: 'trade.field.titleStatus', initial: '', rules: HISTORY_RULES.titleStatus },
    owesMoney: { label: 'trade.field.owesMoney', initial: '', rules: HISTORY_RULES.owesMoney },
  });
  /** Seed 000 §7's `indicator`: trade it in, or sell it to the dealer. */
  const choice = createForm({
    indicator: { label: 'trade.appraisal.choice', initial: 'TRADE', rules: [required] },
  });
  const payoff = createForm({
    lender: { label: 'trade.field.lender', initial: '', rules: PAYOFF_RULES.lender },
    payoff: { label: 'trade.field.payoff', initial: '', rules: PAYOFF_RULES.payoff },
  });

  const decoded = signal<VinDecode | null>(null);
  /** What `decoded` was looked up with (lookupKey of the entry form then). */
  const decodedFrom = signal<string | null>(null);
  const done = signal<readonly TradeStep[]>([]);
  const appraisal = signal<Appraisal | null>(null);
  /** The answers `appraisal` was made from (their JSON): other answers need a new appraisal. */
  const appraisedFor = signal<string | null>(null);
  const indicator = computed<Indicator>(() => (choice.values.value.indicator === 'SELL' ? 'SELL' : 'TRADE'));
  const saved = signal<Trade | null>(null);
  const savedAppraisalId = signal<string | null>(null);
  const payoffSaved = signal(false);
  /** After a 429 on an appraisal: when the shopper may try again (epoch ms). */
  const lockedUntil = signal<number | null>(null);
  /** 'Value another vehicle' was chosen: /trade shows the form, not the current trade. */
  const another = signal(false);

  /** A 429 on a look-up, a save or a payoff: seconds to wait (shown until the next try). */
  const lockedFor = signal<number | null>(null);
  const busy = signal(false);
  /** Form-level messages of the last save, payoff or re-appraisal that failed. */
  const actionError = signal<string[]>([]);
  const appraising = createRemote<Appraisal>();

  const selectedFeatures = computed(() => FEATURES.filter((feature) => features.values.value[feature]));
  const answers = computed(() =>
    decoded.value
      ? tradeAnswers({
          decoded: decoded.value,
          info: info.values.value,
          features: selectedFeatures.value,
          history: history.values.value as HistoryValues,
        })
      : null,
  );
  const answersKey = computed(() => (answers.value ? JSON.stringify(answers.value) : null));

  const complete = computed<Record<TradeStep, boolean>>(() => ({
    entry: decoded.value !== null && decodedFrom.value === lookupKey(entry.values.value),
    info: done.value.includes('info') && info.isValid.value,
    features: done.value.includes('features'),
    history: done.value.includes('history') && history.isValid.value,
  }));
  /** The appraisal of the answers as they are now, if there is one. */
  const current = computed(() =>
    appraisal.value && appraisedFor.value !== null && appraisedFor.value === answersKey.value ? appraisal.value : null,
  );
  const owesMoney = computed(() => history.values.value.owesMoney === 'yes');
  /** The current appraisal is the shopper's saved trade. */
  const isSaved = computed(() => saved.value !== null && savedAppraisalId.value === current.value?.appraisalId);
  /** Saved, with its payoff when the shopper owes money: the flow is over. */
  const finished = computed(() => isSaved.value && (!owesMoney.value || payoffSaved.value));
  const inProgress = computed(() => decoded.value !== null && !finished.value);

  // ─── Keeping the draft ────────────────────────────────────────────────────────────────────

  function snapshot(): Draft {
    return {
      userId: options.userId,
      entry: { ...entry.values.value, method: entry.values.value.method === 'plate' ? 'plate' : 'vin' },
      decoded: decoded.value,
      lookupKey: decodedFrom.value,
      info: info.values.value,
      features: selectedFeatures.value,
      history: history.values.value as HistoryValues,
      done: [...done.value],
      appraisal: appraisal.value,
      appraisedFor: appraisedFor.value,
      indicator: indicator.value,
      saved: saved.value,
      savedAppraisalId: savedAppraisalId.value,
      payoff: payoff.values.value,
      payoffSaved: payoffSaved.value,
      lockedUntil: lockedUntil.value,
      another: another.value,
    };
  }

  function restore(draft: Draft): void {
    batch(() => {
      entry.reset(draft.entry);
      info.reset(draft.info);
      features.reset(Object.fromEntries(draft.features.map((feature) => [feature, true])));
      history.reset(draft.history);
      payoff.reset(draft.payoff);
      decoded.value = draft.decoded;
      decodedFrom.value = draft.lookupKey;
      done.value = draft.done;
      appraisal.value = draft.appraisal;
      appraisedFor.value = draft.appraisedFor;
      choice.reset({ indicator: draft.indicator });
      saved.value = draft.saved;
      savedAppraisalId.value = draft.savedAppraisalId;
      payoffSaved.value = draft.payoffSaved;
      lockedUntil.value = draft.lockedUntil;
      another.value = draft.another;
    });
  }

  const stored = storage.getJSON(OWN_STORAGE_KEYS.tradeDraft, DraftSchema);
  if (stored && stored.userId === options.userId) restore(stored);
  const stopSaving = effect(() => storage.setJSON(OWN_STORAGE_KEYS.tradeDraft, snapshot()));

  /** Everything back to a blank flow (the lock stays: it is the server's, not the draft's). */
  function clear(): void {
    batch(() => {
      for (const form of [entry, info, features, history, choice, payoff]) form.reset();
      decoded.value = null;
      decodedFrom.value = null;
      done.value = [];
      appraisal.value = null;
      appraisedFor.value = null;
      saved.value = null;
      savedAppraisalId.value = null;
      payoffSaved.value = false;
      another.value = false;
      lockedFor.value = null;
      actionError.value = [];
    });
    appraising.reset();
  }

  function markDone(step: TradeStep): void {
    if (!done.value.includes(step)) done.value = [...done.value, step];
  }

  function lockFor(seconds: number): void {
    lockedUntil.value = now() + seconds * 1000;
  }

  /** A failure's words for the page: a 429 says how long to wait, anything else the usual messages. */
  function failure(error: unknown): string[] {
    if (error instanceof ApiError && error.isTooManyRequests) {
      return [t('trade.tooMany', { wait: retryWait(error.retryWaitSeconds) })];
    }
    return errorMessages(error);
  }

  // ─── Step 1: the look-up ──────────────────────────────────────────────────────────────────

  /** A vehicle was found: a new one starts its answers afresh, the same one keeps them. */
  function adopt(vehicle: VinDecode, key: string): void {
    batch(() => {
      if (decoded.value?.vin !== vehicle.vin) {
        const zipCode = info.values.value.zipCode;
        info.reset({ ...infoFromDecode(vehicle), zipCode });
        features.reset();
        history.reset();
        payoff.reset();
        done.value = [];
        appraisal.value = null;
        appraisedFor.value = null;
        choice.reset();
        saved.value = null;
        savedAppraisalId.value = null;
        payoffSaved.value = false;
      }
      decoded.value = vehicle;
      decodedFrom.value = key;
      another.value = true;
    });
  }

  /** Find my vehicle: decodes the VIN or looks the plate up; errors land on the field, the text stays. */
  async function lookUp(): Promise<LookUpOutcome> {
    lockedFor.value = null;
    const values = entry.values.value;
    const method: EntryMethod = values.method === 'plate' ? 'plate' : 'vin';
    const key = lookupKey(values);
    if (complete.value.entry) return 'found';
    const outcome = await entry.submit((typed) =>
      method === 'vin' ? decodeVin(normalizeVin(typed.vin)) : lookUpPlate(normalizePlate(typed.plate), typed.state),
    );
    if (outcome.status === 'invalid' || outcome.status === 'busy') return 'invalid';
    if (outcome.status === 'success') {
      adopt(outcome.result, key);
      return 'found';
    }
    const { error } = outcome;
    if (error instanceof ApiError && error.isNotFound) {
      entry.setServerErrors([
        method === 'vin'
          ? { field: 'vin', message: t('trade.vin.notFound') }
          : { field: 'plate', message: t('trade.plate.notFound') },
      ]);
    } else if (error instanceof ApiError && error.isTooManyRequests) {
      entry.setServerErrors([]);
      lockedFor.value = error.retryWaitSeconds;
    }
    return 'failed';
  }

  // ─── Steps 2 to 4 ─────────────────────────────────────────────────────────────────────────

  const stepForms = { info, features, history } as const;

  /** Continue: the step's answers are checked (every message shows); true when they are valid. */
  async function completeStep(step: keyof typeof stepForms): Promise<boolean> {
    const outcome = await stepForms[step].submit(async () => true);
    if (outcome.status !== 'success') return false;
    if (step === 'info') known.remember({ zipCode: info.values.value.zipCode });
    markDone(step);
    return true;
  }

  /** The info step's ZIP, while blank, from the one the shopper gave before. */
  function prefillZip(): Promise<void> {
    return known.prefill(info, ['zipCode']);
  }

  // ─── The appraisal ────────────────────────────────────────────────────────────────────────

  /** POST /trade/appraisals with the answers, unless these answers were appraised already. */
  async function requestAppraisal(): Promise<AppraisalOutcome> {
    const known = current.value;
    if (known) return known.status === 'OFFER' ? 'offer' : 'no-offer';
    const body = answers.value;
    const key = answersKey.value;
    if (!body || !key || appraising.state.value.status === 'loading') return 'failed';
    const result = await appraising.run(() => appraise(body));
    if (!result) {
      const state = appraising.state.value;
      if (state.status === 'error' && state.error instanceof ApiError && state.error.isTooManyRequests) {
        lockFor(state.error.retryWaitSeconds);
        appraising.reset();
        return 'locked';
      }
      return 'failed';
    }
    batch(() => {
      appraisal.value = result;
      appraisedFor.value = key;
    });
    // A lead only when the dealer made an offer; a no-offer is no trade the dealer can act on.
    if (result.status === 'OFFER') trackLead('trade-appraisal');
    return result.status === 'OFFER' ? 'offer' : 'no-offer';
  }

  /** Save: the appraisal becomes the shopper's trade with their choice (a changed choice on a saved one is sent alone). */
  async function save(): Promise<boolean> {
    const offer = current.value;
    if (!offer || offer.status !== 'OFFER' || busy.value) return false;
    busy.value = true;
    actionError.value = [];
    try {
      const already = isSaved.value ? saved.value : null;
      const trade = already
        ? already.indicator === indicator.value
          ? already
          : await setSellIndicator(indicator.value)
        : await saveTrade(offer.appraisalId, indicator.value);
      batch(() => {
        saved.value = trade;
        savedAppraisalId.value = offer.appraisalId;
        another.value = false;
        // A revalued trade keeps the payoff it had: the payoff page starts from it.
        if (trade.lender !== null && trade.payoff > 0 && payoff.values.value.lender === '') {
          payoff.reset({ lender: trade.lender, payoff: String(trade.payoff) });
        }
      });
      return true;
    } catch (error) {
      actionError.value = failure(error);
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Manual payoff: PUT /trade/payoff; the saved trade comes back with its net cash offer. */
  async function savePayoff(): Promise<boolean> {
    actionError.value = [];
    const outcome = await payoff.submit((values) =>
      setPayoff({ lender: values.lender.trim(), payoff: parseDollars(values.payoff) ?? 0 }),
    );
    if (outcome.status === 'success') {
      batch(() => {
        saved.value = outcome.result;
        payoffSaved.value = true;
      });
      return true;
    }
    if (outcome.status === 'error' && outcome.error instanceof ApiError && outcome.error.isTooManyRequests) {
      payoff.setServerErrors([]);
      actionError.value = failure(outcome.error);
    }
    return false;
  }

  /**
   * Quote expired: the same answers valued again (POST /trade/reappraise). The draft takes the
   * trade's answers, so the new offer shows (and saves) like any other; its payoff is offered again.
   */
  async function revalue(trade: Trade): Promise<AppraisalOutcome> {
    if (busy.value) return 'failed';
    busy.value = true;
    actionError.value = [];
    try {
      const result = await reappraise();
      const values = valuesFromAnswers(trade.answers);
      const vehicle: VinDecode = {
        vin: trade.answers.vin,
        year: trade.answers.year,
        make: trade.answers.make,
        model: trade.answers.model,
        models: [trade.answers.model],
        trims: [trade.answers.trim],
      };
      clear();
      batch(() => {
        entry.reset({ method: 'vin', vin: trade.answers.vin });
        decoded.value = vehicle;
        decodedFrom.value = lookupKey(entry.values.value);
        info.reset(values.info);
        features.reset(Object.fromEntries(values.features.map((feature) => [feature, true])));
        history.reset(values.history);
        payoff.reset(trade.payoff > 0 ? { lender: trade.lender ?? '', payoff: String(trade.payoff) } : {});
        done.value = [...TRADE_STEPS];
        choice.reset({ indicator: trade.indicator });
        another.value = true;
        appraisal.value = result;
        appraisedFor.value = answersKey.value;
      });
      if (result.status === 'OFFER') trackLead('trade-appraisal');
      return result.status === 'OFFER' ? 'offer' : 'no-offer';
    } catch (error) {
      if (error instanceof ApiError && error.isTooManyRequests) {
        lockFor(error.retryWaitSeconds);
        return 'locked';
      }
      actionError.value = failure(error);
      return 'failed';
    } finally {
      busy.value = false;
    }
  }

  /** Seconds until another appraisal is allowed, or null when nothing holds the shopper back. */
  function waitSeconds(): number | null {
    const until = lockedUntil.value;
    if (until === null) return null;
    const left = Math.ceil((until - now()) / 1000);
    return left > 0 ? left : null;
  }

  /** 'Value another vehicle': a finished (or refused) draft starts over; one in progress is kept. */
  function startAnother(): void {
    const fresh = finished.value || current.value?.status === 'NO_OFFER';
    if (fresh) clear();
    another.value = true;
  }

  return {
    entry,
    info,
    features,
    history,
    choice,
    payoff,
    decoded,
    indicator,
    saved,
    another,
    lockedFor,
    busy,
    actionError,
    appraising,
    complete,
    current,
    owesMoney,
    isSaved,
    finished,
    inProgress,
    answers,
    selectedFeatures,
    lookUp,
    completeStep,
    prefillZip,
    requestAppraisal,
    save,
    savePayoff,
    revalue,
    waitSeconds,
    startAnother,
    clear,
    /** Stops keeping the draft (tests; a different shopper's model). */
    dispose: stopSaving,
  };
}

/** The shopper's trade-in in progress, one per visit and per shopper (another shopper's ends the last one's). */
export const tradeDraft = createDraft(
  (userId: string | null, known: KnownDetailsSource) => createTradeModel({ userId, known }),
  (userId) => userId,
);
