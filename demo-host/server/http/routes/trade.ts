/**
 * Trade-in calls (seed 000 §7 "Trade"; contract and choices in src/contract/trade.ts):
 * VIN and plate look-ups (anyone), appraisals (signed in, APPRAISALS_PER_DAY a UTC day), the
 * shopper's trade (save, indicator, payoff, reappraise, read). Decoding and appraising are pure
 * (trade/); saving or changing a trade re-prices the shopper's deals through the deal desk in the
 * same transaction. The payoff is personal data: never logged.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  APPRAISALS_PER_DAY,
  IndicatorQuerySchema,
  NO_TRADE,
  PLATE_NOT_FOUND,
  PayoffRequestSchema,
  PlateQuerySchema,
  SaveTradeRequestSchema,
  TRADE_NEEDS_LOGIN,
  TradeAnswersSchema,
  TradeQuerySchema,
  VIN_MESSAGES,
  VIN_NOT_DECODED,
  VinSchema,
  type Appraisal,
  type Indicator,
  type Trade,
  type TradeAnswers,
  type VinDecode,
} from '../../../../src/contract/trade.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { setUserDealsTrade } from '../../db/deals-repo.ts';
import { getProspect, getSessionIdentity } from '../../db/identity-repo.ts';
import { inTransaction } from '../../db/index.ts';
import type { Session } from '../../db/sessions-repo.ts';
import type { Db } from '../../db/schema.ts';
import {
  countAppraisalsSince,
  findPlateVin,
  findVehiclesByVinPrefix,
  getCurrentTrade,
  getUserAppraisal,
  insertAppraisal,
  insertPayoffUpdate,
  insertTrade,
  lockUser,
  stateExists,
  toTrade,
  updateTrade,
  type TradeExtras,
  type TradeRecord,
} from '../../db/trade-repo.ts';
import { countTradePhotos, latestTradeReview } from '../../db/trade-reviews-repo.ts';
import { shopperReviewOf } from '../../domain/trade/review.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody, TooManyRequests } from '../errors.ts';
import { currentSession } from '../security.ts';
import { usd } from '../../services/leads/outbox.ts';
import { appraiseTrade, vehicleNameOf } from '../../domain/trade/appraisal.ts';
import { ANSWER_NOT_VIN, answersFromDecode, decodeVin, MODEL_PREFIX } from '../../domain/trade/vin-decode.ts';
import { isValidVin } from '../../domain/vin.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';

export const TOO_MANY_APPRAISALS = "You have reached today's limit of trade appraisals. Please try again tomorrow.";
export const APPRAISAL_NOT_FOUND = 'Appraisal not found';
export const NO_OFFER_TO_SAVE = 'This appraisal has no offer to save';
export const OFFER_EXPIRED = 'This offer has expired: value your trade again';
export const YEAR_NOT_VIN = ANSWER_NOT_VIN.year;
export const NOT_YOUR_PROSPECT = 'This prospect is not yours';
export const CHOOSE_A_STATE = 'Choose a state';

const VinParams = v.object({ vin: VinSchema });
type AppraisedTrade = TradeRecord & { appraised: NonNullable<TradeRecord['appraised']> };
const DAY_MS = 86_400_000;

const invalid = (errors: FieldError[]): HttpError => new HttpError(400, 'Invalid request', errors);

/** Midnight UTC that starts `at`'s day: appraisals count per calendar day (UTC). */
const startOfUtcDay = (at: Date): number => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/** The appraisal the engine gives, in the contract's words. */
function toAppraisal(answers: TradeAnswers, at: Date): Appraisal {
  const outcome = appraiseTrade(answers, at);
  const common = { appraisalId: randomUUID(), vehicleName: vehicleNameOf(answers) };
  return outcome.status === 'OFFER'
    ? {
        status: 'OFFER',
        ...common,
        offer: outcome.offer,
        breakdown: outcome.breakdown,
        expiresAt: outcome.expiresAt,
      }
    : { status: 'NO_OFFER', ...common, reason: outcome.reason };
}

/** One sub-app per prefix: `/api/trade` and `/api/dev` (sandbox deployments only). */
export function tradeRoutes(deps: AppDeps, services: Services): Record<'trade' | 'dev', Hono<AppEnv>> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const { desk } = services;
  const { leads } = services;
  const routes = { trade: new Hono<AppEnv>(), dev: new Hono<AppEnv>() };

  function signedIn(c: Context<AppEnv>): string {
    const userId = currentSession(c)?.userId;
    if (!userId) throw new HttpError(401, TRADE_NEEDS_LOGIN);
    return userId;
  }

  /** The newest model year that can exist is next year's. */
  async function decode(vin: string, at: Date): Promise<VinDecode | null> {
    return decodeVin(vin, await findVehiclesByVinPrefix(db, vin.slice(0, MODEL_PREFIX)), at.getUTCFullYear() + 1);
  }

  /**
   * What the schema cannot know: the check digit, and the vehicle the VIN decodes to. The offer is
   * priced from the decode's year, make and model, never from what the shopper typed.
   */
  async function checkedAnswers(answers: TradeAnswers, at: Date): Promise<TradeAnswers> {
    if (!isValidVin(answers.vin)) throw invalid([{ field: 'vin', message: VIN_MESSAGES.checkDigit }]);
    const decoded = await decode(answers.vin, at);
    if (!decoded) throw invalid([{ field: 'vin', message: VIN_NOT_DECODED }]);
    const checked = answersFromDecode(answers, decoded);
    if (!checked.ok) throw invalid(checked.errors);
    return checked.answers;
  }

  /** One attempt: counted against the day's limit and stored, in one transaction per user. */
  async function attempt(
    sessionId: string | null,
    userId: string,
    answers: TradeAnswers,
    at: Date,
  ): Promise<Appraisal> {
    return inTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      const dayStart = startOfUtcDay(at);
      if ((await countAppraisalsSince(tx, userId, new Date(dayStart).toISOString())) >= APPRAISALS_PER_DAY) {
        const wait = Math.max(1, Math.ceil((dayStart + DAY_MS - at.getTime()) / 1000));
        throw new TooManyRequests(TOO_MANY_APPRAISALS, wait);
      }
      const appraisal = toAppraisal(answers, at);
      await insertAppraisal(tx, {
        id: appraisal.appraisalId,
        userId,
        answers,
        result: appraisal,
        createdAt: at.toISOString(),
      });
      // A lead only with an offer: a no-offer is no trade the dealer can act on (the app's event agrees).
      if (appraisal.status === 'OFFER') {
        await leads.write(tx, {
          kind: 'trade-appraisal',
          sourceId: appraisal.appraisalId,
          sessionId,
          userId,
          contact: { postalCode: answers.zipCode },
          tradeIn: {
            name: appraisal.vehicleName,
            year: answers.year,
            make: answers.make,
            model: answers.model,
            trim: answers.trim,
            vin: answers.vin,
            mileage: answers.mileage,
            offer: appraisal.offer,
            comments: `${appraisal.vehicleName}: offer ${usd(appraisal.offer)}, good until ${appraisal.expiresAt}; condition ${answers.condition}, ${answers.owesMoney ? 'money owed on it' : 'owned outright'}.`,
          },
        });
      }
      return appraisal;
    });
  }

  /** The user's current trade if it was appraised (a trade of before has nothing to change), else 404. */
  async function currentTrade(q: Db, userId: string): Promise<AppraisedTrade> {
    const trade = await getCurrentTrade(q, userId);
    if (!trade?.appraised) throw new HttpError(404, NO_TRADE);
    return { ...trade, appraised: trade.appraised };
  }

  /** Deals carry the trade only when it is traded in; each is re-priced with what it now carries. */
  async function repriceDeals(tx: Db, userId: string, tradeId: string, indicator: Indicator): Promise<void> {
    for (const dealId of await setUserDealsTrade(tx, userId, indicator === 'TRADE' ? tradeId : null)) {
      await desk.repriceQuoteSets(tx, dealId);
    }
  }

  /** Whether photos were provided, and the store's review of the offer (the offer says both). */
  async function extrasOf(trade: TradeRecord): Promise<TradeExtras> {
    const [photosProvided, latest] = await Promise.all([
      countTradePhotos(db, trade.id),
      latestTradeReview(db, trade.id),
    ]);
    return { photosProvided, review: shopperReviewOf(latest, trade.offer) };
  }

  /** The trade as the contract shows it, read after the write committed. */
  async function answerTrade(c: Context<AppEnv>, userId: string, at: Date) {
    const trade = await getCurrentTrade(db, userId);
    const view = trade ? toTrade(trade, at, await extrasOf(trade)) : null;
    if (!view) throw new HttpError(404, NO_TRADE);
    c.header('Cache-Control', 'no-store');
    return c.json(view satisfies Trade);
  }

  /** A prospect id is the session's own: its validated PIN's, or the signed-in user's prospect. */
  async function ownsProspect(session: Session, prospectId: string): Promise<boolean> {
    const identity = await getSessionIdentity(db, session.id);
    if (identity.pinValidated && identity.prospectId === prospectId) return true;
    const prospect = await getProspect(db, prospectId);
    return prospect !== null && prospect.userId !== null && prospect.userId === session.userId;
  }

  routes.trade.get('/vin/:vin', async (c) => {
    const { vin } = parseInput(VinParams, c.req.param());
    if (!isValidVin(vin)) throw invalid([{ field: 'vin', message: VIN_MESSAGES.checkDigit }]);
    const decoded = await decode(vin, now());
    if (!decoded) throw new HttpError(404, VIN_NOT_DECODED);
    return c.json(decoded satisfies VinDecode);
  });

  routes.trade.get('/plate', async (c) => {
    const { plate, state } = parseInput(PlateQuerySchema, c.req.query());
    if (!(await stateExists(db, state))) throw invalid([{ field: 'state', message: CHOOSE_A_STATE }]);
    const vin = await findPlateVin(db, state, plate);
    const decoded = vin ? await decode(vin, now()) : null;
    if (!decoded) throw new HttpError(404, PLATE_NOT_FOUND);
    return c.json(decoded satisfies VinDecode);
  });

  routes.trade.post('/appraisals', async (c) => {
    const userId = signedIn(c);
    const answers = await readJsonBody(c, TradeAnswersSchema);
    const at = now();
    const checked = await checkedAnswers(answers, at);
    return c.json((await attempt(currentSession(c)?.id ?? null, userId, checked, at)) satisfies Appraisal);
  });

  routes.trade.post('/reappraise', async (c) => {
    const userId = signedIn(c);
    const at = now();
    const trade = await currentTrade(db, userId);
    // A trade saved before its answers were held to the VIN is valued again only as the VIN decodes.
    const answers = await checkedAnswers(trade.appraised.answers, at);
    return c.json((await attempt(currentSession(c)?.id ?? null, userId, answers, at)) satisfies Appraisal);
  });

  routes.trade.post('/no-profile/user/account', async (c) => {
    const userId = signedIn(c);
    const { indicator } = parseInput(IndicatorQuerySchema, c.req.query());
    const { appraisalId } = await readJsonBody(c, SaveTradeRequestSchema);
    const at = now();
    const stamp = at.toISOString();
    await inTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      const appraisal = await getUserAppraisal(tx, appraisalId, userId);
      if (!appraisal) throw new HttpError(404, APPRAISAL_NOT_FOUND);
      const result = appraisal.result;
      if (result.status !== 'OFFER') throw invalid([{ field: 'appraisalId', message: NO_OFFER_TO_SAVE }]);
      if (at.getTime() >= Date.parse(result.expiresAt)) {
        throw invalid([{ field: 'appraisalId', message: OFFER_EXPIRED }]);
      }
      const valuation = {
        vehicleName: result.vehicleName,
        vin: appraisal.answers.vin,
        answers: appraisal.answers,
        offer: result.offer,
        breakdown: result.breakdown,
        expiresAt: result.expiresAt,
        appraisalId: appraisal.id,
      };
      const current = await getCurrentTrade(tx, userId);
      let tradeId: string;
      if (current?.appraised && current.appraised.vin === valuation.vin) {
        // The same vehicle valued again: one trade, its change on record for the updated-trade modal.
        const owes = appraisal.answers.owesMoney;
        const payoff = owes ? current.payoff : 0;
        if (valuation.offer !== current.offer || payoff !== current.payoff) {
          await insertPayoffUpdate(
            tx,
            {
              id: randomUUID(),
              tradeId: current.id,
              vin: valuation.vin,
              oldOffer: current.offer,
              oldPayoff: current.payoff,
            },
            stamp,
          );
        }
        await updateTrade(
          tx,
          current.id,
          { ...valuation, indicator, payoff, lender: owes ? current.lender : null },
          stamp,
        );
        tradeId = current.id;
      } else {
        tradeId = randomUUID();
        await insertTrade(tx, { ...valuation, id: tradeId, userId, indicator, payoff: 0, lender: null }, stamp);
      }
      await repriceDeals(tx, userId, tradeId, indicator);
    });
    return answerTrade(c, userId, at);
  });

  routes.trade.post('/no-profile/sell-indicator', async (c) => {
    const userId = signedIn(c);
    const { indicator } = parseInput(IndicatorQuerySchema, c.req.query());
    const at = now();
    await inTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      const trade = await currentTrade(tx, userId);
      if (trade.indicator === indicator) return;
      await updateTrade(tx, trade.id, { indicator }, at.toISOString());
      await repriceDeals(tx, userId, trade.id, indicator);
    });
    return answerTrade(c, userId, at);
  });

  routes.trade.put('/payoff', async (c) => {
    const userId = signedIn(c);
    const body = await readJsonBody(c, PayoffRequestSchema);
    const at = now();
    const stamp = at.toISOString();
    await inTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      const trade = await currentTrade(tx, userId);
      const { appraised } = trade;
      // The first payoff entered (no lender yet) completes the trade; only a later one changes it.
      if (trade.lender !== null && body.payoff !== trade.payoff) {
        await insertPayoffUpdate(
          tx,
          { id: randomUUID(), tradeId: trade.id, vin: appraised.vin, oldOffer: trade.offer, oldPayoff: trade.payoff },
          stamp,
        );
      }
      await updateTrade(
        tx,
        trade.id,
        { payoff: body.payoff, lender: body.lender, answers: { ...appraised.answers, owesMoney: true } },
        stamp,
      );
      await repriceDeals(tx, userId, trade.id, trade.indicator);
    });
    return answerTrade(c, userId, at);
  });

  routes.trade.get('/', async (c) => {
    const userId = signedIn(c);
    const { prospectId } = parseInput(TradeQuerySchema, c.req.query());
    const session = currentSession(c) as Session;
    if (prospectId && !(await ownsProspect(session, prospectId))) throw new HttpError(403, NOT_YOUR_PROSPECT);
    const trade = await getCurrentTrade(db, userId);
    const view = trade ? toTrade(trade, now(), await extrasOf(trade)) : null;
    c.header('Cache-Control', 'no-store');
    if (!view) return c.body(null, 204);
    return c.json(view satisfies Trade);
  });

  // Sandbox only: the shopper's offer ages past its validity, as a week would (tries quote expired).
  if (isSandboxDeployment(deps.environment)) {
    routes.dev.get('/trade/expire', async (c) => {
      const userId = signedIn(c);
      const at = now();
      const trade = await currentTrade(db, userId);
      await updateTrade(db, trade.id, { expiresAt: new Date(at.getTime() - 1000).toISOString() }, at.toISOString());
      c.header('Cache-Control', 'no-store');
      const expired = await currentTrade(db, userId);
      return c.json(toTrade(expired, at, await extrasOf(expired)));
    });
  }

  return routes;
}
