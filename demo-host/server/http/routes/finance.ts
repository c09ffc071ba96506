/**
 * Finance application calls (contract and choices in
 * src/contract/finance.ts): the deal's application saved step by step, its submission to the
 * lenders through a `LenderGateway`, and the lenders' answers as the deal's finance options. Owner
 * only (the same 404 as an unknown deal for anyone else), a visitor owning their session's deals.
 *
 * Personal data: the SSN and the date of birth are sealed (AES-256-GCM, FINANCE_DATA_KEY) before they
 * reach the database, opened only to hand the application to the gateway, and never answered back,
 * logged or put in an error: bodies are parsed with SAFE_PARSE_CONFIG (no message quotes the input),
 * and a gateway failure is reported without its error.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { MIN_BORROWER_AGE } from '../../../../src/contract/credit.ts';
import {
  APPLICATION_CHANGED,
  ChooseOfferRequestSchema,
  DEAL_CHANGED,
  FINANCE_APP_OFF,
  LENDERS_UNAVAILABLE,
  LenderDecisionSchema,
  MAX_LENDERS,
  SAFE_PARSE_CONFIG,
  SAME_SSN,
  SaveStepRequestSchema,
  SubmitRequestSchema,
  SUBMIT_IN_PROGRESS,
  SUBMITS_PER_DAY,
  TOO_MANY_SAVES,
  TOO_MANY_SUBMITS,
  UNKNOWN_OFFER,
  type ChoiceBlocked,
  type CurrentFinance,
  type FinanceApplication,
  type FinanceOptions,
  type IdentityInputSchema,
  type IdentityView,
  type LenderDecision,
} from '../../../../src/contract/finance.ts';
import {
  financeAuthorizationText,
  isFinanceAuthorizationVersion,
  type FinanceAuthorizationLocale,
  type FinanceAuthorizationVersionId,
} from '../../../../src/contract/finance-authorization.ts';
import { DealIdSchema, type ChosenOffer } from '../../../../src/contract/deal.ts';
import { chosenOfferApplies } from '../../../../src/contract/deal.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { dealCreditOf, dealOwner } from '../../services/credit/deal-credit.ts';
import { ownerKey } from '../../db/credit-repo.ts';
import { lockDealRecord, type DealRecord } from '../../db/deals-repo.ts';
import { getLatestQuoteSet } from '../../db/deal-quotes-repo.ts';
import { setDealPreferences } from '../../db/credit-repo.ts';
import {
  claimSubmission,
  deleteStaleDraft,
  ensureFinanceApplication,
  getFinanceApplication,
  listDecisions,
  recordSubmission,
  releaseSubmission,
  saveApplicationPart,
  type ApplicationPatch,
  type FinanceApplicationRecord,
  type SealedSsn,
  type StoredPerson,
} from '../../db/finance-repo.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import { inTransaction } from '../../db/index.ts';
import { usd } from '../../services/leads/outbox.ts';
import { getDealer } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, readJsonBody, toFieldErrors, parseInput } from '../errors.ts';
import { amountToFinance, orderDecisions } from '../../domain/finance/decisions.ts';
import { toCents } from '../../domain/engine/money.ts';
import {
  applicationSealContext as sealContext,
  SealedValueError,
  type FieldCipher,
} from '../../services/finance/field-cipher.ts';
import { type LenderApplicant, type LenderApplication } from '../../sandbox/finance/lender-gateway.ts';
import { currentSession } from '../security.ts';
import { countUsage, DAY_MS, HOUR_MS, LENDERS_BUSY } from '../../services/usage-limits.ts';
import { FINANCE_DRAFT_RETENTION_DAYS } from '../../services/retention.ts';
import { ageOn } from './credit.ts';
import { matchingQuote } from '../../services/deal-save.ts';
import { dealNotFound, engineVehicle } from '../../services/deal-desk.ts';
import { clientAddress, clientKey } from '../client-address.ts';

export const UNKNOWN_AUTHORIZATION = 'Unknown authorization version';
export const TOO_YOUNG = `You must be at least ${MIN_BORROWER_AGE} years old`;
export const INVALID_BIRTH_DATE = 'Enter a valid date of birth';
export const SSN_REQUIRED = 'Social Security Number is required';
export const DOB_REQUIRED = 'Date of Birth is required';
export const ENTER_AGAIN = 'Please enter it again';
/** A submission needs every step: each missing part is a 400 on its name. */
export const STEP_MISSING = {
  applicant: 'Complete the identity step',
  residence: 'Complete the residence step',
  employment: 'Complete the employment and income step',
  coApplicant: 'Complete the co-applicant step',
} as const;
export const FINANCE_UNCONFIGURED = 'Finance applications are not available right now.';
/** How long a sending holds the application: longer than any lender network takes to answer. */
export const SUBMIT_LEASE_MS = 2 * 60_000;
/** How long a submit waits for another request sending the same application, then 409. */
export const SUBMIT_WAIT_MS = 20_000;
const SUBMIT_POLL_MS = 100;
const FINANCE_PATHS = [
  '/:id/finance-application',
  '/:id/finance-application/submit',
  '/:id/finance-options',
  '/:id/finance-options/chosen',
] as const;
const IdParams = v.object({ id: DealIdSchema });
const DecisionsSchema = v.pipe(v.array(LenderDecisionSchema), v.maxLength(MAX_LENDERS));

type Identity = v.InferOutput<typeof IdentityInputSchema>;
type Summary = {
  financeAppEnabled: boolean;
  dealType: FinanceApplication['dealType'];
  vehicleName: string;
  dealerId: string;
  dealerName: string;
};

const fieldError = (field: string, message: string): FieldError => ({ field, message });
const badRequest = (errors: FieldError[]) => new HttpError(400, 'Invalid request', errors);

/** A JSON body checked with messages of our own only: none quotes the input (an SSN) back. */
async function readFinanceBody<S extends v.GenericSchema<unknown, unknown>>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body: unknown = await readJsonBody(c, v.unknown());
  const result = v.safeParse(schema, body, SAFE_PARSE_CONFIG);
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return result.output as v.InferOutput<S>;
}

const personOf = (p: Identity): StoredPerson => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phoneNumber: p.phoneNumber,
});

const identityView = (person: StoredPerson, ssn: SealedSsn | null, dob: string | null): IdentityView => ({
  ...person,
  dateOfBirthOnFile: dob !== null,
  ssnLastFour: ssn?.lastFour ?? null,
});

function toView(dealId: string, record: FinanceApplicationRecord | null, summary: Summary): FinanceApplication {
  const co = record?.coApplicant ?? null;
  return {
    dealId,
    status: record?.status ?? 'DRAFT',
    financeAppEnabled: summary.financeAppEnabled,
    dealType: summary.dealType,
    vehicleName: summary.vehicleName,
    dealerName: summary.dealerName,
    applicant: record?.applicant ? identityView(record.applicant, record.applicantSsn, record.applicantDob) : null,
    residence: record?.residence ?? null,
    employment: record?.employment ?? null,
    hasCoApplicant: record?.hasCoApplicant ?? null,
    coApplicant: co
      ? {
          applicant: identityView(co.person, co.ssn, co.dateOfBirth),
          residence: co.residence,
          employment: co.employment,
        }
      : null,
    submittedAt: record?.submittedAt ?? null,
    updatedAt: record?.updatedAt ?? null,
  };
}

export function financeRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const { desk } = services;
  const { leads } = services;
  const configured = services.financeCipher;
  const limits = services.limits;
  const gateway = services.lenders;
  const routes = new Hono<AppEnv>();
  if (!configured) {
    // An app built in production without the key (start.ts never does): no application is taken.
    for (const path of FINANCE_PATHS) {
      routes.all(path, () => {
        throw new HttpError(503, FINANCE_UNCONFIGURED);
      });
    }
    return routes;
  }
  const cipher: FieldCipher = configured;

  async function dealOf(c: Context<AppEnv>): Promise<DealRecord> {
    // Personal data: never kept by a cache on the way.
    c.header('Cache-Control', 'no-store');
    const { id } = parseInput(IdParams, c.req.param());
    return desk.ownedDeal(db, currentSession(c), id);
  }

  /** The deal as the application sees it; `financeAppEnabled` is the deal view's own (seed 000 §4). */
  async function summaryOf(q: Db, deal: DealRecord): Promise<Summary> {
    const view = await desk.toDeal(q, deal);
    const vehicle = await desk.vehicleOf(q, deal);
    const dealer = await getDealer(q, vehicle.dealerId);
    return {
      financeAppEnabled: view.features.financeAppEnabled,
      dealType: view.dealType,
      vehicleName: `${String(vehicle.year)} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim(),
      dealerId: vehicle.dealerId,
      dealerName: dealer?.name ?? vehicle.make,
    };
  }

  /** The application, after the retention rule had its say. */
  async function applicationOf(q: Db, dealId: string): Promise<FinanceApplicationRecord | null> {
    await deleteStaleDraft(q, dealId, new Date(now().getTime() - FINANCE_DRAFT_RETENTION_DAYS * DAY_MS));
    return getFinanceApplication(q, dealId);
  }

  /** Opens a sealed value; one that no longer opens (another key) asks the shopper to type it again. */
  function open(sealed: string, dealId: string, field: string, errors: FieldError[]): string | null {
    try {
      return cipher.open(sealed, sealContext(dealId, field));
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      errors.push(fieldError(field, ENTER_AGAIN));
      return null;
    }
  }

  /** A date of birth as typed (MM/DD/YYYY) → YYYY-MM-DD of someone 18 or older, else an error on `field`. */
  function birthDate(typed: string, field: string, at: Date, errors: FieldError[]): string | null {
    const [mm, dd, yyyy] = typed.split('/') as [string, string, string];
    const iso = `${yyyy}-${mm}-${dd}`;
    const age = ageOn(iso, at);
    if (age === null) errors.push(fieldError(field, INVALID_BIRTH_DATE));
    else if (age < MIN_BORROWER_AGE) errors.push(fieldError(field, TOO_YOUNG));
    else return iso;
    return null;
  }

  /**
   * A person's secrets for storage: a typed SSN or birth date is sealed, null keeps what is on file
   * (and is an error with nothing on file). Answers the sealed values, or null when any check failed.
   * Never compared with the other person's here: a save that told whether a typed SSN matches the
   * one on file would reveal it guess by guess (the submit compares them, counted).
   */
  function secretsOf(
    dealId: string,
    prefix: 'applicant' | 'coApplicant.applicant',
    given: Identity,
    onFile: { ssn: SealedSsn | null; dateOfBirth: string | null },
    at: Date,
    errors: FieldError[],
  ): { ssn: SealedSsn; dateOfBirth: string } | null {
    const failed = errors.length;
    let ssn = onFile.ssn;
    if (given.ssn !== null) {
      ssn = { sealed: cipher.seal(given.ssn, sealContext(dealId, `${prefix}.ssn`)), lastFour: given.ssn.slice(-4) };
    } else if (!ssn) {
      errors.push(fieldError(`${prefix}.ssn`, SSN_REQUIRED));
    }
    let dateOfBirth = onFile.dateOfBirth;
    if (given.dateOfBirth !== null) {
      const iso = birthDate(given.dateOfBirth, `${prefix}.dateOfBirth`, at, errors);
      dateOfBirth = iso === null ? null : cipher.seal(iso, sealContext(dealId, `${prefix}.dateOfBirth`));
    } else if (!dateOfBirth) {
      errors.push(fieldError(`${prefix}.dateOfBirth`, DOB_REQUIRED));
    }
    if (errors.length > failed || !ssn || !dateOfBirth) return null;
    return { ssn, dateOfBirth };
  }

  /** The step's part as stored, or a 400 with every problem at once. */
  function patchOf(
    dealId: string,
    body: v.InferOutput<typeof SaveStepRequestSchema>,
    app: FinanceApplicationRecord,
    at: Date,
  ): ApplicationPatch {
    const errors: FieldError[] = [];
    let patch: ApplicationPatch;
    switch (body.step) {
      case 'identity': {
        const onFile = { ssn: app.applicantSsn, dateOfBirth: app.applicantDob };
        const secrets = secretsOf(dealId, 'applicant', body.applicant, onFile, at, errors);
        patch = secrets
          ? { applicant: { person: personOf(body.applicant), ssn: secrets.ssn, dateOfBirth: secrets.dateOfBirth } }
          : {};
        break;
      }
      case 'residence':
        patch = { residence: body.residence };
        break;
      case 'employment':
        patch = { employment: body.employment };
        break;
      case 'coApplicant': {
        const co = body.coApplicant;
        if (!co) {
          patch = { coApplicant: null };
          break;
        }
        const onFile = { ssn: app.coApplicant?.ssn ?? null, dateOfBirth: app.coApplicant?.dateOfBirth ?? null };
        const secrets = secretsOf(dealId, 'coApplicant.applicant', co.applicant, onFile, at, errors);
        patch = secrets
          ? {
              coApplicant: {
                person: personOf(co.applicant),
                residence: co.residence,
                employment: co.employment,
                ssn: secrets.ssn,
                dateOfBirth: secrets.dateOfBirth,
              },
            }
          : {};
        break;
      }
    }
    if (errors.length > 0) throw badRequest(errors);
    return patch;
  }

  /**
   * Counted once the application is complete, so a missing step does not use up the day's tries:
   * per shopper, per client address (a new session is no new allowance) and for the deployment.
   */
  async function limitSubmits(c: Context<AppEnv>, deal: DealRecord, at: Date): Promise<void> {
    await countUsage(
      db,
      [
        {
          key: `finance-submit:${ownerKey(dealOwner(deal)) ?? deal.id}`,
          limit: SUBMITS_PER_DAY,
          windowMs: DAY_MS,
          message: TOO_MANY_SUBMITS,
        },
        {
          key: `finance-submit:${clientKey(c, deps.trustProxy)}`,
          limit: limits.financeSubmitsPerClient,
          windowMs: DAY_MS,
          message: TOO_MANY_SUBMITS,
        },
        { key: 'finance-submit:all', limit: limits.financeSubmitsGlobal, windowMs: DAY_MS, message: LENDERS_BUSY },
      ],
      at.getTime(),
    );
  }

  /** Step saves, counted per application (whichever session saves it) and per client address. */
  async function limitSaves(c: Context<AppEnv>, dealId: string, at: Date): Promise<void> {
    await countUsage(
      db,
      [
        {
          key: `finance-save:${dealId}`,
          limit: limits.financeSavesPerApplication,
          windowMs: HOUR_MS,
          message: TOO_MANY_SAVES,
        },
        {
          key: `finance-save:${clientKey(c, deps.trustProxy)}`,
          limit: limits.financeSavesPerClient,
          windowMs: HOUR_MS,
          message: TOO_MANY_SAVES,
        },
      ],
      at.getTime(),
    );
  }

  /** The amount (and term) the lenders are asked to finance for the deal as it is now (`amountToFinance`). */
  async function dealAmountOf(q: Db, deal: DealRecord): Promise<{ amountFinanced: number; term: number | null }> {
    const latest = await getLatestQuoteSet(q, deal.id, 'FINANCE');
    const finance = deal.preferences.financePreferences;
    return amountToFinance({
      selected: await desk.selectedQuote(q, deal),
      latestFinance: latest?.quotes[0] ?? null,
      cashPrice: (await desk.computeCash(q, deal)).cashPrice,
      downPayment: finance.downPayment,
      term: finance.term,
    });
  }

  /**
   * Why no offer of the last submission can be chosen now, or null: the application was edited since
   * (a draft again), or the deal's amount financed is no longer the one the lenders decided on.
   */
  async function choiceBlockedOf(
    q: Db,
    deal: DealRecord,
    app: FinanceApplicationRecord,
  ): Promise<ChoiceBlocked | null> {
    if (app.status !== 'SUBMITTED') return 'APPLICATION_CHANGED';
    const { amountFinanced } = await dealAmountOf(q, deal);
    return toCents(amountFinanced) === toCents(app.amountFinanced ?? -1) ? null : 'DEAL_CHANGED';
  }

  /**
   * The deal's finance payment now: its selected finance quote, else the latest finance set's quote on
   * the saved term (the one the deal page shows), with whose terms it carries.
   */
  async function currentFinanceOf(q: Db, deal: DealRecord): Promise<CurrentFinance | null> {
    const selected = await desk.selectedQuote(q, deal);
    const latest = await getLatestQuoteSet(q, deal.id, 'FINANCE');
    const quote =
      selected && !selected.lease
        ? selected
        : (matchingQuote(latest?.quotes ?? [], deal.preferences, 'FINANCE') ?? null);
    if (!quote || quote.lease) return null;
    const chosen = deal.preferences.chosenOffer;
    const credit = await dealCreditOf(q, deal, now());
    const source: CurrentFinance['source'] =
      chosen && chosenOfferApplies(chosen, quote)
        ? 'CHOSEN'
        : credit.preApproval?.lenderNumber === quote.financier.lenderNumber
          ? 'PRE_APPROVAL'
          : 'QUOTE';
    return {
      source,
      lenderNumber: quote.financier.lenderNumber,
      lenderName: quote.financier.name,
      apr: quote.apr,
      term: quote.term,
      monthlyPayment: quote.monthlyPayment,
    };
  }

  /**
   * What the lenders are asked about this deal, and the idempotency key of that question: the
   * application as saved and the deal's terms, so a retry of the same one carries the same key.
   */
  async function lenderRequestOf(
    deal: DealRecord,
    app: FinanceApplicationRecord,
    at: Date,
  ): Promise<Pick<LenderApplication, 'reference' | 'idempotencyKey' | 'deal'>> {
    const vehicle = await desk.vehicleOf(db, deal);
    const credit = await dealCreditOf(db, deal, at);
    const { amountFinanced, term } = await dealAmountOf(db, deal);
    const terms = {
      amountFinanced,
      requestedTerm: term,
      creditTier: credit.tier,
      vehicle: { ...engineVehicle(vehicle), vin: vehicle.vin },
    };
    // The saved parts themselves, not only the save's time: two saves within a millisecond differ too.
    const saved = [app.applicant, app.applicantSsn, app.applicantDob, app.residence, app.employment];
    const co = [app.hasCoApplicant, app.coApplicant];
    const idempotencyKey = createHash('sha256')
      .update(JSON.stringify([deal.id, app.updatedAt, saved, co, terms]))
      .digest('base64url')
      .slice(0, 32);
    return { reference: deal.id, idempotencyKey, deal: terms };
  }

  /** Sends the application (this request holds its claim) and records the decisions with its lead. */
  async function send(
    c: Context<AppEnv>,
    deal: DealRecord,
    app: FinanceApplicationRecord,
    application: LenderApplication,
    summary: Summary,
    authorization: { version: FinanceAuthorizationVersionId; locale: FinanceAuthorizationLocale },
    claim: string,
  ): Promise<void> {
    const { amountFinanced, requestedTerm: term, creditTier } = application.deal;
    const { version } = authorization;
    const at = application.submittedAt;
    let decisions: LenderDecision[];
    try {
      // The answer is outside data: checked like any response.
      decisions = orderDecisions(v.parse(DecisionsSchema, await gateway.submit(application)));
    } catch {
      // Never the error itself: a gateway's error may carry the application.
      console.error(`Lender network failed for a finance application (deal ${deal.id})`);
      throw new HttpError(502, LENDERS_UNAVAILABLE);
    }
    await inTransaction(db, async (tx) => {
      const current = await lockDealRecord(tx, deal.id);
      if (!current) throw dealNotFound();
      const latestSave = await getFinanceApplication(tx, deal.id);
      // A step saved while the lenders decided: they saw the older one, so the application stays a draft.
      const unchanged = latestSave?.updatedAt === app.updatedAt;
      await recordSubmission(
        tx,
        deal.id,
        {
          authorizationVersion: version,
          authorizationLocale: authorization.locale,
          authorizationText: financeAuthorizationText(version, authorization.locale, summary.dealerName),
          ip: clientAddress(c, deps.trustProxy),
          userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
          amountFinanced,
          creditTier,
          status: unchanged ? 'SUBMITTED' : 'DRAFT',
          sentKey: application.idempotencyKey,
        },
        decisions,
        at,
      );
      await releaseSubmission(tx, deal.id, claim);
      // New decisions replace the ones an offer was chosen from: the deal is priced without it again.
      if (current.preferences.chosenOffer) {
        await setDealPreferences(tx, current.id, { ...current.preferences, chosenOffer: null }, at);
        await desk.repriceQuoteSets(tx, current.id);
      }
      // What the dealer needs to follow up: the amount, the term and the lenders' answers, never the applicant's data.
      const approved = decisions.filter((d) => d.decision === 'APPROVED').length;
      await countFunnelEvent(tx, { event: 'applications', dealId: deal.id, at: at.getTime() });
      await leads.write(tx, {
        kind: 'finance-application',
        // One lead per application sent: a retried send of the same one writes none.
        sourceId: `${deal.id}:${application.idempotencyKey}`,
        sessionId: currentSession(c)?.id ?? null,
        userId: deal.userId,
        dealId: deal.id,
        // The applicant's contact and home address; never their SSN, birth date or income.
        contact: {
          firstName: app.applicant?.firstName,
          lastName: app.applicant?.lastName,
          email: app.applicant?.email,
          phone: app.applicant?.phoneNumber,
          street: app.residence?.address.street1,
          city: app.residence?.address.city,
          stateCode: app.residence?.address.state,
          postalCode: app.residence?.address.zipCode,
        },
        comments: [
          `Finance application: ${usd(amountFinanced)} over ${String(term)} months, credit tier ${creditTier}; ${String(approved)} of ${String(decisions.length)} lenders approved.`,
        ],
        consent: `Credit authorization: version ${version} (${authorization.locale}), given ${at.toISOString()}.`,
      });
    });
  }

  /** Every part saved, or a 400 naming each missing step. */
  function completeOf(app: FinanceApplicationRecord | null): FinanceApplicationRecord {
    const errors: FieldError[] = [];
    if (!app?.applicant || !app.applicantSsn || !app.applicantDob) {
      errors.push(fieldError('applicant', STEP_MISSING.applicant));
    }
    if (!app?.residence) errors.push(fieldError('residence', STEP_MISSING.residence));
    if (!app?.employment) errors.push(fieldError('employment', STEP_MISSING.employment));
    const co = app?.coApplicant;
    if (app?.hasCoApplicant == null || (app.hasCoApplicant && (!co?.ssn || !co.dateOfBirth))) {
      errors.push(fieldError('coApplicant', STEP_MISSING.coApplicant));
    }
    if (errors.length > 0 || !app) throw badRequest(errors);
    return app;
  }

  /** The people as the lenders get them, secrets opened; a secret that no longer opens is a 400. */
  function lenderApplicants(app: FinanceApplicationRecord): {
    applicant: LenderApplicant;
    coApplicant: LenderApplicant | null;
  } {
    const errors: FieldError[] = [];
    const person = (
      prefix: string,
      p: StoredPerson,
      ssn: SealedSsn,
      dob: string,
      rest: Pick<LenderApplicant, 'residence' | 'employment'>,
    ): LenderApplicant | null => {
      const clearSsn = open(ssn.sealed, app.dealId, `${prefix}.ssn`, errors);
      const clearDob = open(dob, app.dealId, `${prefix}.dateOfBirth`, errors);
      return clearSsn && clearDob ? { ...p, ...rest, ssn: clearSsn, dateOfBirth: clearDob } : null;
    };
    const applicant = person(
      'applicant',
      app.applicant as StoredPerson,
      app.applicantSsn as SealedSsn,
      app.applicantDob as string,
      {
        residence: app.residence as LenderApplicant['residence'],
        employment: app.employment as LenderApplicant['employment'],
      },
    );
    const co = app.hasCoApplicant ? app.coApplicant : null;
    const coApplicant = co
      ? person('coApplicant.applicant', co.person, co.ssn as SealedSsn, co.dateOfBirth as string, {
          residence: co.residence,
          employment: co.employment,
        })
      : null;
    if (errors.length > 0 || !applicant || (co && !coApplicant)) throw badRequest(errors);
    return { applicant, coApplicant };
  }

  async function optionsOf(deal: DealRecord): Promise<FinanceOptions> {
    const app = await getFinanceApplication(db, deal.id);
    const summary = await summaryOf(db, deal);
    const submitted = app?.submittedAt ? app : null;
    const chosen = deal.preferences.chosenOffer;
    return {
      dealId: deal.id,
      vehicleName: summary.vehicleName,
      submittedAt: submitted?.submittedAt ?? null,
      amountFinanced: submitted ? submitted.amountFinanced : null,
      creditTier: submitted ? submitted.creditTier : null,
      options: submitted ? await listDecisions(db, deal.id) : [],
      chosenOffer: submitted && chosen?.submittedAt === submitted.submittedAt ? chosen : null,
      choiceBlocked: submitted ? await choiceBlockedOf(db, deal, submitted) : null,
      current: await currentFinanceOf(db, deal),
    };
  }

  routes.get('/:id/finance-application', async (c) => {
    const deal = await dealOf(c);
    const app = await applicationOf(db, deal.id);
    return c.json(toView(deal.id, app, await summaryOf(db, deal)) satisfies FinanceApplication);
  });

  routes.put('/:id/finance-application', async (c) => {
    const deal = await dealOf(c);
    const at = now();
    // Every try counts, a refused one too: saving is no way to test values against what is on file.
    await limitSaves(c, deal.id, at);
    const body = await readFinanceBody(c, SaveStepRequestSchema);
    await inTransaction(db, async (tx) => {
      const current = await desk.lockUnsigned(tx, deal.id);
      if (!(await summaryOf(tx, current)).financeAppEnabled) throw new HttpError(409, FINANCE_APP_OFF);
      const app = await ensureFinanceApplication(tx, current.id, at);
      await saveApplicationPart(tx, current.id, patchOf(current.id, body, app, at), at);
    });
    const app = await getFinanceApplication(db, deal.id);
    return c.json(toView(deal.id, app, await summaryOf(db, deal)) satisfies FinanceApplication);
  });

  routes.post('/:id/finance-application/submit', async (c) => {
    const deal = await dealOf(c);
    const { authorization } = await readFinanceBody(c, SubmitRequestSchema);
    const version = authorization.version;
    if (!isFinanceAuthorizationVersion(version)) {
      throw badRequest([fieldError('authorization.version', UNKNOWN_AUTHORIZATION)]);
    }
    // A signed deal's financing is the contract's: no new application goes to the lenders.
    await desk.assertUnsigned(db, deal.id);
    const summary = await summaryOf(db, deal);
    if (!summary.financeAppEnabled) throw new HttpError(409, FINANCE_APP_OFF);
    const waitUntil = Date.now() + SUBMIT_WAIT_MS;
    for (;;) {
      const at = now();
      const app = completeOf(await applicationOf(db, deal.id));
      const people = lenderApplicants(app);
      const request = await lenderRequestOf(deal, app, at);
      // Sent and unchanged since: the lenders' decisions stand, no new inquiry and no new count.
      if (app.status === 'SUBMITTED' && app.sentKey === request.idempotencyKey) return c.json(await optionsOf(deal));
      const claim = randomUUID();
      if (await claimSubmission(db, deal.id, claim, at.getTime(), SUBMIT_LEASE_MS)) {
        try {
          // What was read before the claim may be stale: another request may have sent it, or a step been saved.
          const held = await getFinanceApplication(db, deal.id);
          if (held?.updatedAt !== app.updatedAt || held.sentKey === request.idempotencyKey) continue;
          await limitSubmits(c, deal, at);
          // Compared here only, after the count: an answer per guess would reveal the applicant's SSN.
          if (people.coApplicant && people.coApplicant.ssn === people.applicant.ssn) {
            throw badRequest([fieldError('coApplicant.applicant.ssn', SAME_SSN)]);
          }
          const application: LenderApplication = {
            ...request,
            dealer: { id: summary.dealerId, name: summary.dealerName },
            ...people,
            submittedAt: at,
          };
          await send(c, deal, app, application, summary, { ...authorization, version }, claim);
          return c.json(await optionsOf(deal));
        } finally {
          await releaseSubmission(db, deal.id, claim);
        }
      }
      // Another request is sending this application: its answer is this one's too.
      if (Date.now() > waitUntil) throw new HttpError(409, SUBMIT_IN_PROGRESS);
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_POLL_MS));
    }
  });

  routes.get('/:id/finance-options', async (c) => {
    const deal = await dealOf(c);
    return c.json((await optionsOf(deal)) satisfies FinanceOptions);
  });

  // The shopper chooses an approved offer: the deal is then priced, and signed, on exactly that offer.
  routes.put('/:id/finance-options/chosen', async (c) => {
    const deal = await dealOf(c);
    const body = await readJsonBody(c, ChooseOfferRequestSchema);
    await inTransaction(db, async (tx) => {
      const current = await lockDealRecord(tx, deal.id);
      if (!current) throw dealNotFound();
      const app = await getFinanceApplication(tx, current.id);
      if (!app?.submittedAt || app.submittedAt !== body.submittedAt || app.status !== 'SUBMITTED') {
        throw badRequest([fieldError('submittedAt', APPLICATION_CHANGED)]);
      }
      const decision = (await listDecisions(tx, current.id)).find((d) => d.lenderNumber === body.lenderNumber);
      if (decision?.decision !== 'APPROVED') throw badRequest([fieldError('lenderNumber', UNKNOWN_OFFER)]);
      const changed = fieldError('submittedAt', DEAL_CHANGED);
      if ((await choiceBlockedOf(tx, current, app)) !== null) throw badRequest([changed]);
      const chosen: ChosenOffer = {
        lenderNumber: decision.lenderNumber,
        lenderName: decision.lenderName,
        apr: decision.apr,
        term: decision.term,
        amountFinanced: app.amountFinanced ?? 0,
        monthlyPayment: decision.monthlyPayment,
        submittedAt: app.submittedAt,
      };
      await desk.chooseOffer(tx, current.id, chosen, changed);
    });
    return c.json((await optionsOf(await desk.reload(db, deal.id))) satisfies FinanceOptions);
  });

  return routes;
}
