/**
 * Every route the app registers, fed malformed input, answers no 5xx, and every 4xx of the
 * API has its error body. The routes come from the app itself (`inspectRoutes`), so a new endpoint is
 * fuzzed without a change here; the test fails when a route's path parameter has no valid value or a
 * route that takes a body has no valid sample below (then it could not reach the route's checks).
 *
 * Each route gets its valid sample and its mutations: every path parameter replaced by hostile
 * segments, every query key removed, repeated and hostile, every body field removed, nulled and given
 * hostile values, the whole body as broken JSON, wrong content types, huge and deep. Requests come as
 * an anonymous shopper with a session and CSRF token, a signed-in member, a PIN-validated prospect,
 * and without a session or with a wrong token. Runs on SQLite, and on PostgreSQL under `test:pg`.
 * Failures are all listed at the end with the seed (FUZZ_SEED replays it; see fuzz-kit.ts).
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CURRENT_ESIGN_CONSENT_VERSION } from '../../../../src/contract/esign-consent.ts';
import { CURRENT_CREDIT_CONSENT_VERSION } from '../../../../src/contract/credit-consent.ts';
import { CURRENT_CONSENT_VERSION } from '../../../../src/contract/contact-consent.ts';
import { CURRENT_FINANCE_AUTHORIZATION_VERSION } from '../../../../src/contract/finance-authorization.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { createApp } from '../app.ts';
import { testPaymentProvider } from '../../services/payments/test-provider.ts';
import { setSessionCampaign } from '../../db/credit-repo.ts';
import { buildSeed, DEMO_USER, MEMBER_USER } from '../../db/seed/seed-data.ts';
import { SEED_GHOSTS } from '../../db/seed/seed-ghosts.ts';
import { SEED_PROSPECTS } from '../../db/seed/seed-identity.ts';
import { seedDb } from '../../db/seed/seed.ts';
import { presetTokens } from '../../db/seed/theme-presets.ts';
import { DEMO_TRADE_VEHICLE } from '../../db/seed/seed-trade.ts';
import type { Db } from '../../db/schema.ts';
import { fixedZipDirectory, KNOWN_PLACES } from '../../services/geo/zip-directory.ts';
import { APPLICANT, EMPLOYMENT, RESIDENCE } from '../routes/finance-fixtures.ts';
import { createSession, SESSION_COOKIE } from '../security.ts';
import { APP_ORIGIN, cookieOf, makeDist, makeEmptyDb, SITE_ORIGIN, TEST_PASSWORD_COST } from '../../test-support.ts';
import {
  bodyCases,
  FailureLog,
  fillPath,
  fuzzScale,
  fuzzSeed,
  handlerRoutes,
  hostileSegments,
  paramNames,
  Prng,
  queryCases,
  type BodyCase,
  type Route,
} from './fuzz-kit.ts';

/** The sandbox seed with cheap password hashes: fifty sign-ins at today's cost outlast a busy machine's timeout. */
const SEED_OPTIONS = { demoIdentities: true, passwordCost: TEST_PASSWORD_COST } as const;

type App = ReturnType<typeof createApp>;
type Who = 'anonymous' | 'member' | 'prospect' | 'no-session' | 'bad-csrf';
type Client = { cookie: string; token: string; dealId: string };

const CAMPAIGN = 'demo-ecommerce';
const PROSPECT = SEED_PROSPECTS.find((p) => p.campaignSlug === CAMPAIGN && p.pinExpiresAt > Date.now());
const GHOST = SEED_GHOSTS[0];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);
const ANY_METHOD = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
/** Stands for the calling client's own deal id in a body; replaced when the request is sent. */
const DEAL = '__CLIENT_DEAL__';
/** Routes fuzzed at once: requests wait on the database much of the time (PostgreSQL most). */
const CONCURRENCY = 4;

/** The real ids the valid requests use (the sandbox's seed, plus what the set-up made). */
type World = {
  app: App;
  db: Db;
  dealer: string;
  vehicle: string;
  styleId: string;
  modelId: string;
  vin: string;
  memberId: string;
  memberDeal: string;
  quoteId: string;
  appraisalId: string;
  certificateId: string;
  appointmentId: string;
  contactId: string;
  queueId: string;
  slot: { date: string; time: string };
  /** A second free slot: the first one is booked by the set-up. */
  freeSlot: { date: string; time: string };
  /** The dealership's own address: inside its delivery radius. */
  home: { street1: string; street2: string; city: string; state: string; zipCode: string };
  preferences: unknown;
  accessoryId: string;
  protectionId: string;
};

/** A valid request to a route: what the mutations start from. `as` is who normally calls it. */
type Sample = {
  query?: (w: World) => Record<string, string>;
  /** JSON body; null: the route reads none (it is still sent the malformed ones). */
  body?: ((w: World) => unknown) | null;
  as?: Who;
  /** What a trailing `*` stands for. */
  star?: string;
  /** Hashes a password per valid request (about a third of a second): started first. */
  slow?: true;
};

const scope = (w: World) => ({ campaign: CAMPAIGN, dealer: w.dealer });
const zone = { userTimeZone: 'America/Chicago' };
const person = { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.test', phoneNumber: '5125550188' };
const ghostBody = {
  firstName: 'Gus',
  lastName: 'Ghost',
  phoneNumber: '5125550177',
  email: 'gus.fuzz@example.test',
  zipCode: '78701',
  terms: true,
  address: '1 Main St',
  city: 'Austin',
  stateCode: 'TX',
  lat: 30.27,
  lng: -97.74,
  consent: { version: CURRENT_CONSENT_VERSION, locale: 'en' },
};

const FUZZ_DEALER = {
  name: 'Fuzz Motors',
  address: '1 Main St',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  timeZone: 'America/Chicago',
  phoneNumber: '5125550100',
  website: 'https://fuzz.example',
};
const FUZZ_CAMPAIGN = {
  name: 'Fuzz Online',
  title: 'Fuzz Online',
  productId: 102,
  channel: 'ecommerce',
  tenantId: 'tenant-fuzz',
  programId: null,
  pinEnabled: false,
  warrantyEnabled: false,
  callCenterEnabled: true,
  paymentType: 'FINANCE',
  ssos: [],
  noPaymentDays: null,
  stockTypeConditions: ['NEW', 'USED'],
  featureFlags: [],
  disabledPages: [],
  allowedOrigins: [SITE_ORIGIN],
};

/**
 * One valid request per route that takes input. Keys are `METHOD path` as the app registers them;
 * a route missing here is still fuzzed (without a body sample it fails the coverage check).
 */
const SAMPLES: Record<string, Sample> = {
  'GET /api/vehicles/search': {
    query: () => ({
      distance: '50',
      stockTypes: 'NEW',
      makes: 'Toyota',
      sort: 'priceWithRebates',
      page: '1',
      pageSize: '12',
      q: 'camry hybrid',
      bodyStyles: 'sedan',
      minYear: '2020',
      maxMileage: '50000',
      maxPrice: '60000',
      maxMonthly: '1500',
    }),
  },
  'GET /api/vehicles/:id/certificates/:certificateId': { query: () => ({ paymentType: 'FINANCE' }), as: 'member' },
  'GET /api/vehicles/:id/certificates': { as: 'member' },
  'GET /api/vehicles/three-sixty-images/:styleId': { query: (w) => ({ modelId: w.modelId }) },
  'POST /api/deals': { body: (w) => ({ vehicleId: w.vehicle }) },
  'POST /api/deals/:id/cash': { body: (w) => ({ protectionProducts: [w.protectionId] }) },
  'GET /api/deals/:id/finance/quotes': { query: () => ({ downPayment: '1000' }) },
  'POST /api/deals/:id/finance/quotes': { body: (w) => ({ downPayment: 1000, protectionProducts: [w.protectionId] }) },
  'GET /api/deals/:id/lease/quotes': { query: () => ({ downPayment: '1000', mileage: '12000' }) },
  'POST /api/deals/:id/lease/quotes': { body: () => ({ downPayment: 1000, mileage: 12000, protectionProducts: [] }) },
  'POST /api/deals/:id/update': {
    as: 'member',
    body: (w) => ({
      updateQuote: { dealType: 'FINANCE', quoteId: w.quoteId },
      dealName: 'Fuzzed deal',
      dealPreferences: w.preferences,
      sendLead: false,
    }),
  },
  // A visitor's own deal (DEAL): the member's quote id is not its own, so the valid body may get a 400, never a 5xx.
  'POST /api/deals/:id/save-at-sign-in': {
    body: (w) => ({
      updateQuote: { dealType: 'FINANCE', quoteId: w.quoteId },
      dealName: 'Fuzzed deal',
      dealPreferences: w.preferences,
    }),
  },
  'POST /api/deals/:id/external-offers': {
    body: () => ({ providerType: 'AUTOMAKER_PROGRAM', lineItems: [{ type: 'LOYALTY' }] }),
  },
  'PUT /api/deals/:id/tax-location': { body: () => ({ zip: '78701' }) },
  'PUT /api/protection-products/update': {
    body: (w) => ({ dealId: DEAL, insuranceWarranties: [{ id: w.protectionId }] }),
  },
  'PUT /api/deals/:id/savedAccessories': { body: (w) => ({ accessoryIds: [w.accessoryId] }) },
  'POST /api/deals/:id/contracting/code': { as: 'member', body: () => ({ method: 'SMS' }) },
  'POST /api/deals/:id/contracting/verify': { as: 'member', body: () => ({ code: '123456' }) },
  'POST /api/deals/:id/contracting/consent': {
    as: 'member',
    body: () => ({ version: CURRENT_ESIGN_CONSENT_VERSION, locale: 'en', accepted: true }),
  },
  'POST /api/deals/:id/contracting/sign': {
    as: 'member',
    body: () => ({ signatureName: 'Dana Demo', agreed: true, digest: 'a'.repeat(64) }),
  },
  'POST /api/deals/:id/reservation': { as: 'member', body: () => ({ idempotencyKey: 'fuzz-key-0000000001' }) },
  'POST /api/deals/:id/reservation/confirm': { as: 'member', body: () => ({ reservationId: 'no-such-reservation' }) },
  'POST /api/deals/:id/reservation/cancel': {
    as: 'member',
    body: () => ({ reservationId: 'no-such-reservation', idempotencyKey: 'fuzz-key-0000000002' }),
  },
  // Unsigned: always a 400 (the signature is over the raw body), never a 5xx.
  'POST /api/payments/webhook': { body: () => ({ id: 'evt_fuzz', type: 'payment_intent.succeeded' }) },
  'POST /api/log-fe-message': { body: () => ({ message: 'fuzz', level: 'info', url: 'https://dealer.example/x' }) },
  'POST /api/auth/login': { slow: true, body: () => ({ email: DEMO_USER.email, password: 'not-the-password' }) },
  'POST /api/profile/validate-step-one': {
    body: () => ({ ...person, zipCode: '78701' }),
  },
  'POST /api/profile/register': {
    slow: true,
    body: () => ({
      ...person,
      email: 'fuzz.register@example.test',
      zipCode: '78701',
      password: 'Fuzz#2026x',
      confirmPassword: 'Fuzz#2026x',
      terms: true,
      address: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      lat: 30.27,
      lng: -97.74,
    }),
  },
  'GET /api/profile/ghost-lead-cookie': { query: () => ({ campaign: CAMPAIGN }) },
  'DELETE /api/profile/ghost-lead-cookie': { query: () => ({ campaign: CAMPAIGN }), body: null },
  'POST /api/profile/register-ghost': { query: (w) => scope(w), body: () => ghostBody },
  'POST /api/profile/email-code': { body: () => ({ email: 'fuzz@example.test', firstName: 'Fuzz' }) },
  'POST /api/profile/email-code/state': { body: () => ({ email: 'fuzz@example.test' }) },
  'POST /api/profile/email-code/verify': { body: () => ({ email: 'fuzz@example.test', code: '123456' }) },
  'POST /api/profile/geocode': {
    body: () => ({ address: '1 Main St', address2: '', city: 'Austin', stateCode: 'TX', zipCode: '78701' }),
  },
  'GET /api/profile/places': { query: () => ({ query: '1 Main St Austin' }) },
  'POST /api/profile/pin': { body: () => ({ pin: PROSPECT?.pin ?? 'x', campaign: CAMPAIGN }) },
  'GET /api/user-prospect/:id': { as: 'prospect' },
  'GET /api/prospects/:id/mfa/contactInfo': { as: 'prospect', query: () => ({ mfa: 'true' }) },
  'POST /api/prospects/:id/mfa': { as: 'prospect', query: () => ({ 'contact-method': 'SMS' }), body: null },
  'GET /api/prospects/:id/mfa/verify': { as: 'prospect', query: () => ({ mfa: '123456' }) },
  'GET /api/members/:email': { query: () => ({ mfa: 'true' }) },
  'GET /api/members/:email/mfa/contactInfo': {},
  'POST /api/members/:email/mfa': { query: () => ({ 'contact-method': 'EMAIL' }), body: null },
  'POST /api/vehicles/:id/view': { body: null },
  'GET /api/members/:email/mfa/verify': { query: () => ({ mfa: '123456' }) },
  'POST /login/oauth2/code/google': { body: () => ({ credential: 'a.b.c' }) },
  'POST /api/profile/register-sso': {
    body: () => ({
      campaign: CAMPAIGN,
      provider: 'google',
      credential: 'a.b.c',
      phoneNumber: '5125550100',
      zipCode: '78701',
      terms: true,
    }),
  },
  'GET /dev-idp/select': { query: () => ({ client_id: 'upshift-dev', origin: SITE_ORIGIN, state: 'abc' }) },
  'POST /dev-idp/select': {
    body: () => ({ client_id: 'upshift-dev', origin: SITE_ORIGIN, state: 'abc', identity: 'x' }),
  },
  'GET /api/lead/call-center': { query: (w) => ({ ...scope(w), ...zone }) },
  'POST /api/lead/contact-shopper/email': {
    as: 'member',
    query: (w) => ({ ...scope(w), ...zone }),
    body: () => ({ question: 'Is it available?', replyToEmail: 'fuzz@example.test', updateProfile: false }),
  },
  'POST /api/lead/contact-shopper/call-me-back/now': {
    as: 'member',
    query: (w) => scope(w),
    body: () => ({ phoneNumber: '5125550188', ...zone }),
  },
  'POST /api/lead/contact-shopper/call-me-back/now/unauthenticated': {
    query: (w) => scope(w),
    body: () => ({ firstName: 'Fuzz', lastName: 'Tester', phoneNumber: '5125550188', ...zone }),
  },
  'POST /api/lead/contact-shopper/call-me-back/later': {
    as: 'member',
    query: (w) => scope(w),
    body: () => ({
      callBackDate: '2026-12-01',
      callBackTime: '10:00 AM',
      ...zone,
      queueId: '',
      phoneNumber: '5125550188',
      question: 'Call me',
    }),
  },
  'GET /api/lead/contact-shopper/call-me-back': {
    as: 'member',
    query: (w) => ({ ...scope(w), queueId: w.queueId, ...zone }),
  },
  'GET /api/lead/contact-shopper/call-me-back/upcoming-call': {
    as: 'member',
    query: (w) => ({ ...scope(w), ...zone }),
  },
  'GET /api/trade/plate': { query: () => ({ plate: 'UPSHFT', state: 'OR' }) },
  'POST /api/trade/appraisals': { body: (w) => tradeAnswers(w.vin) },
  'POST /api/trade/reappraise': { as: 'member', body: () => ({}) },
  'POST /api/trade/no-profile/user/account': {
    as: 'member',
    query: () => ({ indicator: 'TRADE' }),
    body: (w) => ({ appraisalId: w.appraisalId }),
  },
  'POST /api/trade/no-profile/sell-indicator': { as: 'member', query: () => ({ indicator: 'SELL' }), body: () => ({}) },
  'PUT /api/trade/payoff': { as: 'member', body: () => ({ lender: 'Fuzz Bank', payoff: 1000 }) },
  'GET /api/trade': { as: 'member', query: () => ({ prospectId: PROSPECT?.id ?? 'x' }) },
  'GET /api/dev/trade/expire': { as: 'member' },
  'POST /api/soft-pull': {
    as: 'member',
    body: () => ({
      firstName: 'Ana',
      lastName: 'Good',
      address: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
      dateOfBirth: '1988-04-12',
      annualIncome: 90_000,
      agency: 'TRANSUNION',
      consent: { version: CURRENT_CREDIT_CONSENT_VERSION, locale: 'en', accepted: true },
    }),
  },
  'PUT /api/deals/:id/credit-tier': { body: () => ({ tier: 'good' }) },
  'PUT /api/deal/:id/applied-pre-approval': { as: 'member', body: () => ({ preApprovalId: 'pa-unknown' }) },
  'PUT /api/deals/:id/finance-options/chosen': {
    as: 'member',
    body: () => ({ lenderNumber: '201', submittedAt: '2026-11-16T12:00:00.000Z' }),
  },
  'POST /api/deals/:id/start-new': { as: 'member', body: null },
  'GET /api/visits/options': { query: (w) => ({ ...scope(w), vehicleId: w.vehicle }) },
  'GET /api/visits/slots': { query: (w) => ({ kind: 'TEST_DRIVE', vehicleId: w.vehicle }) },
  'POST /api/deals/:id/drive-at-home': {
    query: (w) => scope(w),
    body: (w) => ({
      ...person,
      address: w.home,
      date: w.freeSlot.date,
      time: w.freeSlot.time,
      locale: 'en',
    }),
  },
  'POST /api/vehicles/:vehicleId/test-drive': {
    query: (w) => scope(w),
    body: (w) => ({ ...person, date: w.freeSlot.date, time: w.freeSlot.time, locale: 'en' }),
  },
  'GET /api/visits/appointments/:id': { as: 'member' },
  'POST /api/contact-dealer': {
    query: (w) => scope(w),
    body: (w) => ({ ...person, vehicleId: w.vehicle, preferredContact: 'EMAIL', message: 'Hello', locale: 'en' }),
  },
  'GET /api/contact-dealer/:id': { as: 'member' },
  'PUT /api/deals/:id/finance-application': { body: () => ({ step: 'identity', applicant: APPLICANT }) },
  'POST /api/deals/:id/finance-application/submit': {
    body: () => ({ authorization: { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale: 'en', accepted: true } }),
  },
  'GET /api/page-context': {
    query: (w) => ({ campaign: CAMPAIGN, dealer: w.dealer, vehicle: w.vehicle, locale: 'en' }),
  },
  'PUT /api/session/locale': { body: () => ({ locale: 'es' }) },
  'POST /logout': { body: () => ({}) },
  'ALL /api/*': { star: 'no-such-endpoint', body: () => ({}) },
  // The dealer workspace (its staff cookie is not the shopper's: these reach its checks up to the sign-in).
  'POST /dealer/api/sign-in': { body: () => ({ email: 'agent@one.test', password: 'Str0ng!pass' }) },
  'POST /dealer/api/enrolment': { body: () => ({ code: '123456' }) },
  'POST /dealer/api/mfa': { body: () => ({ code: '123456' }) },
  'POST /dealer/api/mfa/recovery': { body: () => ({ recoveryCode: 'abcde-12345' }) },
  'POST /dealer/api/sign-out': { body: () => null },
  'POST /dealer/api/sign-out-everywhere': { body: () => null },
  'PATCH /dealer/api/leads/:id': { body: () => ({ status: 'CONTACTED' }) },
  'POST /dealer/api/leads/:id/notes': { body: () => ({ body: 'A note' }) },
  'ALL /dealer/api/*': { star: 'no-such-endpoint', body: () => ({}) },
  'PUT /dealer/api/deals/:id/price-lock': { body: () => ({ days: 3 }) },
  'DELETE /dealer/api/deals/:id/price-lock': { body: () => null },
  'POST /dealer/api/deals/:id/finance-application/reveal': { body: () => null },
  'POST /dealer/api/deals/:id/reservation/release': { body: () => null },
  'POST /dealer/api/deals/:id/reservation/extend': { body: () => ({ hours: 24 }) },
  'POST /dealer/api/deals/:id/trade/confirm': { body: () => null },
  'POST /dealer/api/deals/:id/trade/counter': { body: () => ({ offer: 9_000, note: 'Rear bumper scratched' }) },
  'POST /dealer/api/deals/:id/reservation/refund': {
    body: () => ({ amountCents: 1_000, idempotencyKey: 'fuzz-key-0000000003' }),
  },
  'POST /dealer/api/contact-requests/:id/claim': { body: () => null },
  'POST /dealer/api/contact-requests/:id/release': { body: () => null },
  'POST /dealer/api/contact-requests/:id/done': { body: () => ({ outcome: 'Called back.' }) },
  'PUT /dealer/api/dealers/:dealerId/call-center-hours': {
    body: () => ({ days: { MON: { open: '09:00', close: '17:00' } } }),
  },
  'PUT /dealer/api/dealers/:dealerId/showroom-hours': {
    body: () => ({
      days: Object.fromEntries(
        ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => [
          d,
          { open: '09:00', close: '17:00', closed: false },
        ]),
      ),
    }),
  },
  'PUT /dealer/api/dealers/:dealerId/lead-settings': {
    body: () => ({ threadHours: 48, alwaysNew: ['contract-signed'] }),
  },
  'PUT /dealer/api/dealers/:dealerId/lead-delivery': {
    body: () => ({ transport: 'EMAIL', endpoint: '', email: 'leads@crm.example' }),
  },
  'POST /dealer/api/dealers/:dealerId/lead-delivery/test': { body: () => null },
  'POST /dealer/api/dealers/:dealerId/staff': { body: () => ({ email: 'fuzz@one.test', name: 'Fuzz', role: 'AGENT' }) },
  'PATCH /dealer/api/dealers/:dealerId/staff/:staffId': { body: () => ({ role: 'AGENT' }) },
  'DELETE /dealer/api/dealers/:dealerId/staff/:staffId': { body: () => null },
  // The feed is a CSV (text/csv or multipart), not JSON: every fuzzed body is one it refuses with a 400.
  'POST /dealer/api/dealers/:dealerId/inventory/imports': { body: () => null },
  'PUT /dealer/api/dealers/:dealerId/inventory/feed': {
    body: () => ({ url: 'https://feeds.example.com/d1.csv', everyMinutes: 60, fullFeed: true }),
  },
  'POST /dealer/api/dealers/:dealerId/inventory/feed/fetch': { body: () => null },
  'PUT /dealer/api/dealers/:dealerId/rules': {
    body: () => ({
      docFee: 150,
      registrationFee: 75.5,
      taxZip: '',
      driveAtHomeEnabled: true,
      protectionProductsEnabled: true,
    }),
  },
  'PUT /dealer/api/dealers/:dealerId/deposits': {
    body: () => ({ enabled: true, amountCents: 50_000, refundDays: 7, holdHours: 48 }),
  },
  'PUT /dealer/api/dealers/:dealerId/protection': {
    body: () => ({
      products: [
        { name: 'Fuzz care', description: 'Tyres and wheels.', price: 499, financedOnly: false, retired: false },
      ],
    }),
  },
  'PUT /dealer/api/dealers/:dealerId/accessories': {
    body: () => ({
      accessories: [
        {
          name: 'Fuzz mats',
          category: 'INTERIOR',
          description: 'Floor mats.',
          price: 199,
          fits: [{ make: 'Toyota', model: '*' }],
          retired: false,
        },
      ],
    }),
  },
  'POST /dealer/api/settings/:kind/:id/revert': { body: () => null },
  'POST /dealer/api/onboarding/dealers': {
    body: () => ({
      dealer: FUZZ_DEALER,
      campaign: { slug: `fuzz-${randomBytes(4).toString('hex')}`, ...FUZZ_CAMPAIGN },
    }),
  },
  // Reads no input: a stray query is ignored, never a 5xx.
  'GET /dealer/api/onboarding/campaigns': { query: () => ({}) },
  'PUT /dealer/api/campaigns/:slug/settings': { body: () => FUZZ_CAMPAIGN },
  'PUT /dealer/api/dealers/:dealerId/profile': { body: () => FUZZ_DEALER },
  // A closed port of this machine (the sandbox's loopback rule): answered at once, never a wait on the network.
  'POST /dealer/api/campaigns/:slug/site-check': { body: () => ({ url: 'http://127.0.0.1:9/' }) },
  'PUT /dealer/api/campaigns/:slug/theme': { body: () => presetTokens('default') },
  // The upload is the image's bytes (or multipart), not JSON: every fuzzed body is one it refuses with a 400.
  'POST /dealer/api/campaigns/:slug/theme/images': { body: () => null },
  // A photo is the raw body: any malformed one is refused by its type (routes/trade-photos.test.ts sends real ones).
  'PUT /api/trade/photos/:slot': { body: () => null, as: 'member' },
  'DELETE /api/trade/photos/:slot': { body: () => null, as: 'member' },
  'POST /api/trade/photos/:slot/move': { body: () => ({ to: 'rear' }), as: 'member' },
  // A document is the raw body too (routes/documents.test.ts sends real ones); the fuzzed kind is no document.
  'PUT /api/deals/:id/documents/:kind': { body: () => null, as: 'member' },
  'DELETE /api/deals/:id/documents/:kind': { body: () => null, as: 'member' },
  'PUT /dealer/api/deals/:id/documents/:kind/review': { body: () => ({ state: 'needsNew', reason: 'Blurred.' }) },
  'POST /dealer/api/invites/accept': { body: () => ({ token: 'a'.repeat(64), password: 'long-enough-pass' }) },
  'GET /assets/*': { star: 'main-abc.js' },
  'GET /embed': { query: (w) => ({ campaign: CAMPAIGN, dealer: w.dealer }) },
  'GET /*': { star: 'listings', query: (w) => ({ campaign: CAMPAIGN, dealer: w.dealer }) },
};

const tradeAnswers = (vin: string) => ({
  vin,
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  mileage: 40_000,
  zipCode: '78701',
  features: ['SUNROOF'],
  owners: 1,
  accidents: 'NONE',
  condition: 'GOOD',
  titleStatus: 'CLEAN',
  owesMoney: false,
});

/** A path parameter's valid value for this route and caller; undefined when there is none. */
function validParam(w: World, path: string, name: string, client: Client): string | undefined {
  const deal = /^\/api\/(deals?|protection-products\/deals|accessories\/deals)\/:id/.test(path);
  if (name === 'id') {
    if (deal) return client.dealId;
    if (path.startsWith('/api/vehicles/:id') || path.startsWith('/images/vehicles/:id')) return w.vehicle;
    if (path.startsWith('/api/user-prospect/') || path.startsWith('/api/prospects/')) return PROSPECT?.id;
    if (path.startsWith('/api/visits/appointments/')) return w.appointmentId;
    if (path.startsWith('/api/contact-dealer/')) return w.contactId;
    if (path.startsWith('/dealer/api/leads/')) return 'fuzz-lead';
    if (path.startsWith('/dealer/api/deals/')) return client.dealId;
    if (path.startsWith('/dealer/api/contact-requests/')) return w.queueId;
    if (path.startsWith('/dealer/api/settings/')) return w.dealer;
    return undefined;
  }
  const values: Record<string, string | undefined> = {
    vehicleId: w.vehicle,
    dealerId: w.dealer,
    staffId: 'fuzz-staff',
    styleId: w.styleId,
    certificateId: w.certificateId,
    email: encodeURIComponent(MEMBER_USER.email),
    vin: w.vin,
    seedName: GHOST?.seedName,
    file: path.startsWith('/images/stock/')
      ? 'sedan.svg'
      : path.startsWith('/theme/')
        ? '0123456789abcdef.css'
        : '0.svg',
    kind: 'dealer-leads',
    slug: CAMPAIGN,
    key: `${'0'.repeat(64)}.png`,
    n: '0',
    slot: 'front',
  };
  return values[name];
}

// ─── clients ────────────────────────────────────────────────────────────────────────────────

const sessionCookieOf = (res: Response): string | null => {
  const match = new RegExp(`(?:^|,\\s*)${SESSION_COOKIE}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '');
  return match ? `${SESSION_COOKIE}=${match[1] ?? ''}` : null;
};

async function expectOk(res: Response | Promise<Response>, what: string): Promise<Response> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what}: ${String(answer.status)} ${await answer.text()}`);
  return answer;
}

function send(app: App, client: Client | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Forwarded-For': '192.0.2.1' };
  if (client) {
    headers['Cookie'] = client.cookie;
    headers['X-CSRF-TOKEN'] = client.token;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return Promise.resolve(
    app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
  );
}

async function anonymousClient(app: App, vehicle: string): Promise<Client> {
  const res = await expectOk(send(app, null, 'GET', `/api/page-context?campaign=${CAMPAIGN}`), 'page-context');
  const client = { cookie: cookieOf(res), token: v.parse(ShadowBootSchema, await res.json()).csrf.token, dealId: '' };
  const deal = await expectOk(send(app, client, 'POST', '/api/deals', { vehicleId: vehicle }), 'POST /api/deals');
  client.dealId = ((await deal.json()) as { dealId: string }).dealId;
  return client;
}

/** A signed-in member's session, made directly (a login hashes a password: seconds on a busy runner). */
async function memberClient(db: Db, userId: string, dealId: string, dealer: string): Promise<Client> {
  const session = await createSession(db, userId);
  await setSessionCampaign(db, session.id, CAMPAIGN, dealer);
  return { cookie: `${SESSION_COOKIE}=${session.id}`, token: session.csrfToken, dealId };
}

/** An anonymous shopper who opened the prospect's PIN link. */
async function prospectClient(app: App, vehicle: string): Promise<Client> {
  const client = await anonymousClient(app, vehicle);
  const res = await expectOk(
    send(app, client, 'POST', '/api/profile/pin', { pin: PROSPECT?.pin ?? '', campaign: CAMPAIGN }),
    'POST /api/profile/pin',
  );
  const rotated = sessionCookieOf(res);
  if (rotated && rotated !== client.cookie) {
    client.cookie = rotated;
    const boot = await expectOk(send(app, client, 'GET', `/api/page-context?campaign=${CAMPAIGN}`), 'page-context');
    client.token = v.parse(ShadowBootSchema, await boot.json()).csrf.token;
  }
  return client;
}

// ─── the world ──────────────────────────────────────────────────────────────────────────────

async function makeWorld(): Promise<World> {
  const db = await makeEmptyDb();
  await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host }, SEED_OPTIONS);
  const app = createApp({
    db,
    appOrigin: APP_ORIGIN,
    siteOrigin: SITE_ORIGIN,
    distDir: makeDist(),
    quiet: true,
    trustProxy: true,
    financeDataKey: randomBytes(32),
    zipDirectory: () => Promise.resolve(fixedZipDirectory(KNOWN_PLACES)),
    paymentProvider: testPaymentProvider(),
  });
  const campaignDealer = await db
    .selectFrom('campaign_dealers')
    .select('dealer_id')
    .where('campaign_slug', '=', CAMPAIGN)
    .orderBy('dealer_id')
    .executeTakeFirstOrThrow();
  const dealer = campaignDealer.dealer_id;
  const car = await db
    .selectFrom('vehicles')
    .select(['id', 'style_id', 'model_id'])
    .where('dealer_id', '=', dealer)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USER.email)
    .executeTakeFirstOrThrow();
  const place = await db
    .selectFrom('dealers')
    .select(['address', 'city', 'state_code', 'zip_code'])
    .where('id', '=', dealer)
    .executeTakeFirstOrThrow();
  const accessory = await db.selectFrom('accessories').select('id').where('dealer_id', '=', dealer).executeTakeFirst();
  const product = await db
    .selectFrom('protection_products')
    .select('id')
    .where('dealer_id', '=', dealer)
    .executeTakeFirst();

  const w: World = {
    app,
    db,
    dealer,
    vehicle: car.id,
    styleId: String(car.style_id),
    modelId: String(car.model_id),
    vin: DEMO_TRADE_VEHICLE.vin,
    memberId: member.id,
    memberDeal: '',
    quoteId: '',
    appraisalId: '',
    certificateId: 'none',
    appointmentId: '',
    contactId: '',
    queueId: '00000000-0000-4000-8000-000000000000',
    slot: { date: '', time: '' },
    freeSlot: { date: '', time: '' },
    home: { street1: place.address, street2: '', city: place.city, state: place.state_code, zipCode: place.zip_code },
    preferences: null,
    accessoryId: accessory?.id ?? 'none',
    protectionId: product?.id ?? 'none',
  };

  // What the valid requests refer to: the member's deal, a quote, an appraisal, a visit and a message.
  const seller = await memberClient(db, w.memberId, '', dealer);
  const deal = await expectOk(send(app, seller, 'POST', '/api/deals', { vehicleId: w.vehicle }), 'member deal');
  w.memberDeal = ((await deal.json()) as { dealId: string }).dealId;
  const quotes = await expectOk(
    send(app, seller, 'POST', `/api/deals/${w.memberDeal}/finance/quotes`, { downPayment: 1000 }),
    'finance quotes',
  );
  w.quoteId = ((await quotes.json()) as { quotes: { id: string }[] }).quotes[0]?.id ?? 'none';
  const current = await expectOk(send(app, seller, 'GET', `/api/deals/${w.memberDeal}`), 'GET deal');
  w.preferences = ((await current.json()) as { preferences: unknown }).preferences;
  // Saved with a finance quote: the deal gets a certificate and can be signed online.
  await expectOk(
    send(app, seller, 'POST', `/api/deals/${w.memberDeal}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: w.quoteId },
      dealName: 'Fuzz set-up',
      dealPreferences: w.preferences,
      sendLead: true,
    }),
    'save deal',
  );
  const certificates = await expectOk(
    send(app, seller, 'GET', `/api/vehicles/${w.vehicle}/certificates`),
    'certificates',
  );
  w.certificateId =
    ((await certificates.json()) as { certificates: { certificateId: string }[] }).certificates[0]?.certificateId ??
    'none';
  // A finance application with every step but the last: the submit sample can go through.
  for (const step of [
    { step: 'identity', applicant: APPLICANT },
    { step: 'residence', residence: RESIDENCE },
    { step: 'employment', employment: EMPLOYMENT },
    { step: 'coApplicant', coApplicant: null },
  ]) {
    await expectOk(send(app, seller, 'PUT', `/api/deals/${w.memberDeal}/finance-application`, step), step.step);
  }
  const appraisal = await expectOk(
    send(app, seller, 'POST', '/api/trade/appraisals', tradeAnswers(w.vin)),
    'appraisal',
  );
  w.appraisalId = ((await appraisal.json()) as { appraisalId: string }).appraisalId;
  const slots = await expectOk(
    send(app, seller, 'GET', `/api/visits/slots?kind=DRIVE_AT_HOME&vehicleId=${w.vehicle}`),
    'slots',
  );
  const day = ((await slots.json()) as { days: { date: string; times: string[] }[] }).days.find(
    (d) => d.times.length > 1,
  );
  w.slot = { date: day?.date ?? '2026-12-01', time: day?.times[0] ?? '10:00' };
  w.freeSlot = { date: day?.date ?? '2026-12-01', time: day?.times[1] ?? '11:00' };
  const drive = await expectOk(
    send(app, seller, 'POST', `/api/vehicles/${w.vehicle}/test-drive?campaign=${CAMPAIGN}&dealer=${dealer}`, {
      ...person,
      date: w.slot.date,
      time: w.slot.time,
      locale: 'en',
    }),
    'test drive',
  );
  w.appointmentId = ((await drive.json()) as { id: string }).id;
  const message = await expectOk(
    send(app, seller, 'POST', `/api/contact-dealer?campaign=${CAMPAIGN}&dealer=${dealer}`, {
      ...person,
      vehicleId: w.vehicle,
      preferredContact: 'EMAIL',
      message: 'Hello',
      locale: 'en',
    }),
    'contact dealer',
  );
  w.contactId = ((await message.json()) as { id: string }).id;
  return w;
}

// ─── the run ────────────────────────────────────────────────────────────────────────────────

type Case = {
  label: string;
  as: Who;
  method: string;
  params: Record<string, string> | null;
  query: string;
  body: BodyCase | null;
  headers: Record<string, string>;
};

/** Every request of one route, drawn from the PRNG up front so a seed always makes the same ones. */
function casesFor(rng: Prng, w: World, route: Route, sample: Sample): Case[] {
  const scale = fuzzScale();
  const validQuery = sample.query?.(w) ?? {};
  const validValue = sample.body ? sample.body(w) : undefined;
  const takesBody = MUTATING.has(route.method);
  const validBody: BodyCase | null =
    takesBody && validValue !== undefined
      ? { label: 'valid body', contentType: 'application/json', body: JSON.stringify(validValue) }
      : null;
  const preferred: Who = sample.as ?? 'anonymous';
  const other: Who = preferred === 'member' ? 'anonymous' : 'member';
  const who = (): Who => {
    const roll = rng.next();
    if (roll < 0.05) return 'no-session';
    if (roll < 0.1) return 'bad-csrf';
    return roll < 0.8 ? preferred : other;
  };
  const method = () => (route.method === 'ALL' ? rng.pick(ANY_METHOD) : route.method);
  const headers = (): Record<string, string> => {
    const h: Record<string, string> = {
      'X-Forwarded-For': rng.chance(0.05)
        ? rng.pick(['garbage', '', '::1, 1.1.1.1, x'])
        : `198.51.100.${String(rng.int(250))}`,
    };
    if (rng.chance(0.1)) h['Origin'] = rng.pick([SITE_ORIGIN, 'https://evil.example', 'null']);
    if (rng.chance(0.05)) h['Accept-Language'] = rng.pick(['es', '*;q=x', 'ÿþ;q=1e999']);
    return h;
  };
  const make = (label: string, as: Who, over: Partial<Case> = {}): Case => ({
    label,
    as,
    method: method(),
    params: null,
    query: new URLSearchParams(validQuery).toString(),
    body: validBody,
    headers: headers(),
    ...over,
  });
  const cases: Case[] = [
    make('valid', preferred),
    make('valid', other),
    make('valid, no session', 'no-session'),
    make('valid, wrong CSRF token', 'bad-csrf'),
  ];
  const names = [...paramNames(route.path), ...(route.path.endsWith('*') ? ['*'] : [])];
  for (const name of names) {
    for (const segment of hostileSegments(rng, Math.ceil(3 * scale))) {
      cases.push(make(`:${name}=${segment.slice(0, 40)}`, who(), { params: { [name]: segment } }));
    }
  }
  for (const q of queryCases(rng, validQuery, Math.ceil(2 * scale), Math.ceil(2 * scale))) {
    cases.push(make(`query ${q.label}`, who(), { query: q.query }));
  }
  if (takesBody) {
    for (const b of bodyCases(rng, validValue ?? {}, Math.ceil(scale), Math.ceil(8 * scale))) {
      cases.push(make(`body ${b.label}`, who(), { body: b }));
    }
  }
  return cases;
}

/** Routes the fuzz cannot exercise with valid input, and samples for routes that are gone. */
function coverageGaps(w: World, routes: readonly Route[]): string[] {
  const gaps: string[] = [];
  const dummy: Client = { cookie: '', token: '', dealId: 'deal' };
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    for (const name of paramNames(route.path)) {
      if (validParam(w, route.path, name, dummy) === undefined) gaps.push(`${key}: no valid value for :${name}`);
    }
    if (MUTATING.has(route.method) && SAMPLES[key]?.body === undefined)
      gaps.push(`${key}: no sample body in SAMPLES (null if it reads none)`);
  }
  const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
  for (const key of Object.keys(SAMPLES)) if (!known.has(key)) gaps.push(`${key}: a sample for no registered route`);
  return gaps;
}

describe('API fuzz: malformed input never gets a 5xx', () => {
  it('every registered route, every kind of malformed input', { timeout: 240_000 }, async () => {
    const verbose = process.env['FUZZ_VERBOSE'] === '1';
    const seed = fuzzSeed();
    const rng = new Prng(seed);
    const log = new FailureLog(seed);
    const setUp = Date.now();
    const w = await makeWorld();
    if (verbose) console.log(`set-up ${String(Date.now() - setUp)} ms`);
    const routes = handlerRoutes(w.app);
    expect(coverageGaps(w, routes), 'routes the fuzz cannot exercise').toEqual([]);

    // One client of each kind at a time, shared by the routes; one whose session was replaced is made anew.
    type Kind = 'anonymous' | 'member' | 'prospect';
    const clients: Partial<Record<Kind, Promise<Client>>> = {};
    const kindOf = (who: Who): Kind => (who === 'bad-csrf' || who === 'no-session' ? 'anonymous' : who);
    const clientFor = async (who: Who): Promise<Client | null> => {
      if (who === 'no-session') return null;
      const kind = kindOf(who);
      clients[kind] ??=
        kind === 'member'
          ? memberClient(w.db, w.memberId, w.memberDeal, w.dealer)
          : kind === 'prospect'
            ? prospectClient(w.app, w.vehicle)
            : anonymousClient(w.app, w.vehicle);
      const client = await clients[kind];
      return who === 'bad-csrf' ? { ...client, token: randomBytes(32).toString('hex') } : client;
    };

    const plans = routes.map((route) => {
      const sample = SAMPLES[`${route.method} ${route.path}`] ?? {};
      return { route, sample, cases: casesFor(rng, w, route, sample) };
    });
    // The slowest routes first, so the others run beside them rather than after.
    plans.sort((a, b) => Number(b.sample.slow ?? false) - Number(a.sample.slow ?? false));

    async function run(plan: (typeof plans)[number]): Promise<void> {
      const { route, sample } = plan;
      const started = Date.now();
      const statuses: Record<string, number> = {};
      for (const c of plan.cases) {
        const client = await clientFor(c.as);
        const own = client ?? (await clientFor('anonymous'));
        const params: Record<string, string> = {};
        for (const name of paramNames(route.path)) params[name] = validParam(w, route.path, name, own as Client) ?? '';
        Object.assign(params, c.params);
        const path = fillPath(route.path, params, c.params?.['*'] ?? sample.star ?? '');
        const url = c.query ? `${path}?${c.query}` : path;
        const headers = { ...c.headers };
        if (client) {
          headers['Cookie'] = client.cookie;
          headers['X-CSRF-TOKEN'] = client.token;
        }
        if (c.body?.contentType) headers['Content-Type'] = c.body.contentType;
        let body = c.body?.body ?? null;
        if (typeof body === 'string') body = body.replaceAll(DEAL, own?.dealId ?? '');
        const hasBody = body !== null && c.method !== 'GET' && c.method !== 'HEAD';
        let res: Response;
        try {
          res = await w.app.request(url, { method: c.method, headers, ...(hasBody ? { body } : {}) });
        } catch (error) {
          // A request the app threw on rather than answering is a failure too.
          res = new Response(String(error), { status: 599 });
        }
        if (verbose) {
          const key = c.label.startsWith('valid') ? `${c.label}:${String(res.status)}` : String(res.status);
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
        await log.check(route, { method: c.method, url, input: c.label, as: c.as }, res, {
          errorShape: route.path.startsWith('/api/') ? 'always' : 'json',
        });
        // The session was replaced (sign-in, sign-out, registration): that client starts over.
        const rotated = sessionCookieOf(res);
        if (client && rotated && rotated !== client.cookie) delete clients[kindOf(c.as)];
      }
      if (verbose)
        console.log(`${route.method} ${route.path} ${String(Date.now() - started)} ms ${JSON.stringify(statuses)}`);
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < plans.length) await run(plans[next++] as (typeof plans)[number]);
      }),
    );
    console.log(
      `API fuzz: ${String(log.requests)} requests over ${String(routes.length)} routes, seed ${String(seed)}`,
    );
    expect(log.report()).toBe('');
  });
});
