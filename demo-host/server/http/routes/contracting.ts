/**
 * Signing online (contract and choices in src/contract/contracting.ts):
 * the deal's signing state, a code to the account's phone or email, its check, the
 * electronic-records consent, and the signature. Only the deal's owner, signed in: a visitor gets
 * 401, anybody else the same 404 as an unknown deal. The code rules are the MFA ones
 * (mfa/service.ts: hashed codes, 10 minutes, 5 tries, cool-down, send and failure limits), with one
 * subject per deal; what a deal can be signed with is in contracting/contract.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  ALREADY_SIGNED,
  CASH_DEAL,
  CHOOSE_OFFER,
  CONSENT_FIRST,
  EsignConsentRequestSchema,
  METHOD_UNAVAILABLE,
  NO_QUOTE,
  OFFER_CHANGED,
  QUOTE_CHANGED,
  SendCodeRequestSchema,
  SIGN_IN_TO_SIGN,
  SIGNATURE_MISMATCH,
  SignContractRequestSchema,
  UNKNOWN_CONSENT,
  VERIFY_FIRST,
  VerifyCodeRequestSchema,
  type BetterOffer,
  type Contract,
  type ContractingState,
  type UnavailableReason,
} from '../../../../src/contract/contracting.ts';
import {
  CURRENT_ESIGN_CONSENT_VERSION,
  esignConsentText,
  isEsignConsentVersion,
} from '../../../../src/contract/esign-consent.ts';
import { signatureMatches } from '../../../../src/contract/contracting.ts';
import { DealIdSchema } from '../../../../src/contract/deal.ts';
import type { ContactOption, VerifyResponse } from '../../../../src/contract/profile.ts';
import { buildVisitor } from '../../services/context-builder.ts';
import {
  buildContract,
  offerGate,
  signingSubject,
  unavailableReason,
  verificationValid,
} from '../../domain/contracting/contract.ts';
import { betterOffer } from '../../../../src/contract/finance.ts';
import type { LenderDecision } from '../../../../src/contract/finance.ts';
import { getFinanceApplication, listDecisions } from '../../db/finance-repo.ts';
import {
  dealerSignedNotice,
  signedCopyMessage,
  signingCodeMessage,
  vehicleName,
} from '../../services/contracting/messages.ts';
import {
  findEsignConsent,
  getEsignConsent,
  getSignedContract,
  insertEsignConsent,
  insertSignedContract,
  insertVerification,
  latestVerification,
  type EsignConsent,
  type SignedContract,
} from '../../db/contracting-repo.ts';
import { lockDealRecord, type DealRecord } from '../../db/deals-repo.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import { latestCode, type UserIdentity } from '../../db/identity-repo.ts';
import { getUser } from '../../db/users-repo.ts';
import { inTransaction } from '../../db/index.ts';
import { type Session } from '../../db/sessions-repo.ts';
import { getUserLocale } from '../../db/users-repo.ts';
import { getDealer } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { codeState, contactOptions, recipientOf } from '../../domain/mfa/engine.ts';
import { checkCode, sendCode, SendFailed } from '../../services/mfa/service.ts';
import { currentSession } from '../security.ts';
import { dealNotFound } from '../../services/deal-desk.ts';
import { dealerInbox } from './lead.ts';
import { clientAddress } from '../client-address.ts';

const IdParams = v.object({ id: DealIdSchema });

const REASON_MESSAGES: Record<UnavailableReason, string> = { CASH_DEAL, NO_QUOTE, CHOOSE_OFFER, OFFER_CHANGED };

/** The deal, its signed-in owner and the session asking. */
type Signer = { deal: DealRecord; user: UserIdentity; session: Session };

/** The contract the deal can be signed with now, or why it cannot. */
type Current = { contract: Contract; unavailable: null } | { contract: null; unavailable: UnavailableReason };

export function contractingRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const sender = deps.messages ?? outboxSender(db);
  const { desk } = services;
  const { leads } = services;
  const routes = new Hono<AppEnv>();
  const client = (c: Context<AppEnv>): string => clientAddress(c, deps.trustProxy);
  const userAgent = (c: Context<AppEnv>): string => (c.req.header('user-agent') ?? '').slice(0, 512);

  /** Every call starts here: another's deal is a 404, a visitor (no account) a 401. */
  async function signer(c: Context<AppEnv>): Promise<Signer> {
    c.header('Cache-Control', 'no-store');
    const { id } = parseInput(IdParams, c.req.param());
    const session = currentSession(c);
    const deal = await desk.ownedDeal(db, session, id);
    if (!session?.userId) throw new HttpError(401, SIGN_IN_TO_SIGN);
    // The session's anonymous deals became the user's at sign-in: a deal without the user is not theirs.
    if (deal.userId !== session.userId) throw dealNotFound();
    const user = await getUser(db, session.userId);
    if (!user) throw new HttpError(401, SIGN_IN_TO_SIGN);
    return { deal, user, session };
  }

  /** The lenders' decisions on the deal's last submitted finance application (none before one). */
  async function decisionsOf(
    q: Db,
    deal: DealRecord,
  ): Promise<{ decisions: LenderDecision[]; submittedAt: string | null }> {
    const app = await getFinanceApplication(q, deal.id);
    if (!app?.submittedAt) return { decisions: [], submittedAt: null };
    return { decisions: await listDecisions(q, deal.id), submittedAt: app.submittedAt };
  }

  /**
   * Builds the contract from the deal's last quote as it is stored now (`q`: the database or a
   * transaction); with approved finance offers, only from the one chosen while the quote carries it out.
   */
  async function currentContract(q: Db, deal: DealRecord, user: UserIdentity): Promise<Current> {
    const view = await desk.toDeal(q, deal);
    const quote = await desk.selectedQuote(q, deal);
    const { decisions, submittedAt } = await decisionsOf(q, deal);
    const chosen = deal.preferences.chosenOffer;
    const gate = offerGate({
      dealType: view.dealType,
      decisions,
      chosen: chosen && chosen.submittedAt === submittedAt ? chosen : null,
      quote,
    });
    const cash = unavailableReason(view, null) === 'CASH_DEAL';
    const unavailable = cash ? 'CASH_DEAL' : (gate.reason ?? unavailableReason(view, quote));
    if (unavailable || !quote) return { contract: null, unavailable: unavailable ?? 'NO_QUOTE' };
    const vehicle = await desk.vehicleOf(q, deal);
    const dealer = await getDealer(q, vehicle.dealerId);
    if (!dealer) throw new Error(`Dealer ${vehicle.dealerId} is missing`);
    const contract = buildContract({
      quote,
      tax: view.tax,
      vehicle: {
        id: vehicle.id,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        vin: vehicle.vin,
        stockNumber: vehicle.stockNumber,
        stockType: vehicle.stockType,
      },
      dealer: {
        name: dealer.name,
        address: dealer.address,
        city: dealer.city,
        stateCode: dealer.stateCode,
        zipCode: dealer.zipCode,
        phoneNumber: dealer.phoneNumber,
      },
      buyer: { firstName: user.firstName, lastName: user.lastName },
      trade: view.trade ? { vehicleName: view.trade.vehicleName } : null,
      approvedOffer: gate.approvedOffer,
    });
    return { contract, unavailable: null };
  }

  const isVerified = async (q: Db, s: Signer, at: Date): Promise<boolean> =>
    verificationValid(await latestVerification(q, s.deal.id, s.user.id, s.session.id), s.session.id, at);

  const currentConsent = (q: Db, s: Signer): Promise<EsignConsent | null> =>
    findEsignConsent(q, s.deal.id, s.user.id, CURRENT_ESIGN_CONSENT_VERSION);

  /** An approval with a lower monthly payment than the deal's finance quote, while nothing is signed. */
  async function betterOfferOf(deal: DealRecord): Promise<BetterOffer | null> {
    const quote = await desk.selectedQuote(db, deal);
    if (!quote || quote.lease) return null;
    const current = { lenderNumber: quote.financier.lenderNumber, monthlyPayment: quote.monthlyPayment };
    const better = betterOffer((await decisionsOf(db, deal)).decisions, current);
    return better
      ? { lenderName: better.lenderName, apr: better.apr, term: better.term, monthlyPayment: better.monthlyPayment }
      : null;
  }

  async function stateOf(s: Signer): Promise<ContractingState> {
    const at = now();
    const methods = contactOptions(s.user);
    const row = await latestCode(db, signingSubject(s.deal.id));
    const destination = methods.find((m) => m.method === row?.channel)?.destination ?? null;
    const signed = await getSignedContract(db, s.deal.id);
    const verified = await isVerified(db, s, at);
    const consent = signed ? await getEsignConsent(db, signed.consentId) : await currentConsent(db, s);
    const current: Current | null = signed ? null : await currentContract(db, s.deal, s.user);
    const shown = signed?.contract ?? (verified && consent ? (current?.contract ?? null) : null);
    const dealer = await getDealer(db, (await desk.vehicleOf(db, s.deal)).dealerId);
    return {
      dealId: s.deal.id,
      unavailable: current?.unavailable ?? null,
      dealerName: signed?.contract.dealer.name ?? dealer?.name ?? '',
      methods,
      code: codeState(row, destination, at.getTime()),
      verified,
      consent: consent
        ? { id: consent.id, version: consent.version, locale: consent.locale, givenAt: consent.givenAt }
        : null,
      contract: shown,
      signature: signed ? { contractId: signed.id, name: signed.signatureName, signedAt: signed.signedAt } : null,
      betterOffer: signed ? null : await betterOfferOf(s.deal),
    };
  }

  /** A step call on a deal that is signed, or cannot be signed online, is a 409 saying why. */
  async function assertOpen(q: Db, s: Signer): Promise<Current & { unavailable: null }> {
    if (await getSignedContract(q, s.deal.id)) throw new HttpError(409, ALREADY_SIGNED);
    const current = await currentContract(q, s.deal, s.user);
    if (current.unavailable) throw new HttpError(409, REASON_MESSAGES[current.unavailable]);
    return current;
  }

  /** The shopper's language for what we send: the session's, else the account's. */
  async function messageLocale(s: Signer): Promise<'en' | 'es'> {
    return s.session.locale ?? (await getUserLocale(db, s.user.id)) ?? 'en';
  }

  /** The MFA verify calls' answer: a code checked here signs nobody in (same session, same token). */
  async function verifyAnswer(
    session: Session,
    outcome: { verified: boolean; reason: VerifyResponse['reason']; triesLeft: number },
  ): Promise<VerifyResponse> {
    return {
      ...outcome,
      signedIn: false,
      memberDisabled: false,
      csrfToken: session.csrfToken,
      visitor: await buildVisitor(db, session),
    };
  }

  routes.get('/:id/contracting', async (c) => c.json((await stateOf(await signer(c))) satisfies ContractingState));

  routes.post('/:id/contracting/code', async (c) => {
    const s = await signer(c);
    const { method } = await readJsonBody(c, SendCodeRequestSchema);
    const { contract } = await assertOpen(db, s);
    const options: ContactOption[] = contactOptions(s.user);
    const destination = options.find((o) => o.method === method)?.destination;
    if (!destination) throw new HttpError(400, METHOD_UNAVAILABLE, [{ field: 'method', message: METHOD_UNAVAILABLE }]);
    const locale = await messageLocale(s);
    const request = {
      subject: signingSubject(s.deal.id),
      channel: method,
      destination,
      client: client(c),
      sendsPerClient: services.limits.codeSendsPerClient,
      message: {
        recipient: recipientOf(s.user, method),
        render: (code: string) =>
          signingCodeMessage({
            channel: method,
            locale,
            code,
            firstName: s.user.firstName,
            dealer: contract.dealer.name,
            vehicle: vehicleName(contract.vehicle),
          }),
      },
    };
    try {
      return c.json(await sendCode(db, sender, request, now().getTime()));
    } catch (error) {
      if (error instanceof SendFailed) throw new HttpError(503, error.message);
      throw error;
    }
  });

  routes.post('/:id/contracting/verify', async (c) => {
    const s = await signer(c);
    const { code } = await readJsonBody(c, VerifyCodeRequestSchema);
    await assertOpen(db, s);
    const at = now();
    const subject = signingSubject(s.deal.id);
    const outcome = await checkCode(db, { subject, code, client: client(c) }, at.getTime());
    if (!outcome.verified) return c.json(await verifyAnswer(s.session, outcome));
    const channel = (await latestCode(db, subject))?.channel ?? 'EMAIL';
    await insertVerification(db, {
      dealId: s.deal.id,
      userId: s.user.id,
      sessionId: s.session.id,
      channel,
      verifiedAt: at.toISOString(),
    });
    return c.json(await verifyAnswer(s.session, { verified: true, reason: null, triesLeft: outcome.triesLeft }));
  });

  routes.post('/:id/contracting/consent', async (c) => {
    const s = await signer(c);
    const body = await readJsonBody(c, EsignConsentRequestSchema);
    if (!isEsignConsentVersion(body.version)) {
      throw new HttpError(400, 'Invalid request', [{ field: 'version', message: UNKNOWN_CONSENT }]);
    }
    const { contract } = await assertOpen(db, s);
    const at = now();
    if (!(await isVerified(db, s, at))) throw new HttpError(409, VERIFY_FIRST);
    await insertEsignConsent(db, {
      dealId: s.deal.id,
      userId: s.user.id,
      version: body.version,
      locale: body.locale,
      // The exact text of the version the app showed, naming the dealer the records come from.
      text: esignConsentText(body.version, body.locale, contract.dealer.name),
      givenAt: at.toISOString(),
      ip: client(c),
      userAgent: userAgent(c),
    });
    return c.json((await stateOf(s)) satisfies ContractingState);
  });

  routes.post('/:id/contracting/sign', async (c) => {
    const s = await signer(c);
    const body = await readJsonBody(c, SignContractRequestSchema);
    const at = now();
    // Locked: a quote request on this deal waits for the signing, so the figures signed are the deal's.
    const signed = await inTransaction(db, async (tx): Promise<SignedContract> => {
      const deal = await lockDealRecord(tx, s.deal.id);
      if (!deal) throw dealNotFound();
      const locked = { ...s, deal };
      const { contract } = await assertOpen(tx, locked);
      if (!(await isVerified(tx, locked, at))) throw new HttpError(409, VERIFY_FIRST);
      const consent = await currentConsent(tx, locked);
      if (!consent) throw new HttpError(409, CONSENT_FIRST);
      if (!signatureMatches(body.signatureName, contract.buyer)) {
        throw new HttpError(400, 'Invalid request', [{ field: 'signatureName', message: SIGNATURE_MISMATCH }]);
      }
      if (body.digest !== contract.digest) throw new HttpError(409, QUOTE_CHANGED);
      const stored = await insertSignedContract(tx, {
        dealId: deal.id,
        userId: s.user.id,
        consentId: consent.id,
        contract,
        signatureName: body.signatureName,
        signedAt: at.toISOString(),
        ip: client(c),
        userAgent: userAgent(c),
      });
      await countFunnelEvent(tx, { event: 'contractsSigned', dealId: deal.id, at: at.getTime() });
      await leads.write(tx, {
        kind: 'contract-signed',
        sourceId: stored.id,
        sessionId: currentSession(c)?.id ?? null,
        userId: s.user.id,
        dealId: deal.id,
        comments: [`Contract ${stored.id} signed online as "${stored.signatureName}" at ${stored.signedAt}.`],
        consent: `Electronic records consent (E-SIGN): version ${consent.version}, given ${consent.givenAt}.`,
      });
      return stored;
    });
    await notifySigned(s, signed);
    return c.json((await stateOf(s)) satisfies ContractingState);
  });

  /** The dealer's notice and the shopper's copy. The signature stands whatever happens to them. */
  async function notifySigned(s: Signer, signed: SignedContract): Promise<void> {
    const facts = {
      contract: signed.contract,
      contractId: signed.id,
      signatureName: signed.signatureName,
      signedAt: signed.signedAt,
    };
    const dealer = await getDealer(db, (await desk.vehicleOf(db, s.deal)).dealerId);
    const notice = dealerSignedNotice(facts);
    const copy = signedCopyMessage({ ...facts, locale: await messageLocale(s) });
    const messages = [
      ...(dealer ? [{ recipient: dealerInbox(dealer), kind: 'contract-signed', ...notice }] : []),
      { recipient: s.user.email, kind: 'contract-copy', ...copy },
    ];
    for (const message of messages) {
      try {
        await sender.send({ channel: 'EMAIL', ...message });
      } catch (error) {
        console.error(`Contract ${signed.id}: ${message.kind} could not be sent: ${(error as Error).message}`);
      }
    }
  }

  return routes;
}
