/**
 * The demo dealer website (origin A, e.g. http://localhost:4173). It embeds the Upshift loader
 * from the app origin (origin B), so the widget runs as a third-party iframe or shadow mount.
 * The campaign comes from `?campaign=` (default `demo-ecommerce`) and is kept in every link.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Campaign, Dealer } from '../../src/contract/page-context.ts';
import { VehicleIdSchema } from '../../src/contract/vehicle.ts';
import type { Vehicle } from '../../src/contract/vehicle.ts';
import { getVehicle, listVehicles } from '../server/db/inventory-repo.ts';
import { listCampaignDealers, listDealerHours, setDealerCallCenterHours } from '../server/db/dealers-repo.ts';
import { getCampaign, listCampaigns } from '../server/db/campaigns-repo.ts';
import type { Db } from '../server/db/repo.ts';
import type { CallCenterHours, DealerHours } from '../server/db/dealers-repo.ts';
import {
  homePage,
  inlinePage,
  inventoryPage,
  notFoundPage,
  QUEUE_STUB,
  reactPage,
  shadowPage,
  spoofPage,
  unknownCampaignPage,
  vehiclePage,
  type NavKey,
  type PageFrame,
  type SiteState,
  type SiteVehicle,
  type StockFilter,
} from './pages.ts';
import { getSalePrices } from '../server/db/inventory-repo.ts';
import { consoleRoutes } from './console.ts';
import { outboxRoutes } from './outbox.ts';
import { callCenterRoutes } from './call-center.ts';
import { creditBureauRoutes, type Inquiry } from './credit-bureau.ts';
import { listSoftPulls } from '../server/db/credit-repo.ts';
// The finance application.
import { sandboxLenderRoutes } from './sandbox-lender.ts';
import { sandboxPaymentsRoutes, type SandboxPayments } from './sandbox-payments.ts';
import { listSandboxDeliveries, listSandboxIntents, listSandboxRefunds } from '../server/db/sandbox-payments-repo.ts';
import { listLenderReceipts } from '../server/db/finance-repo.ts';
import type { LenderReceipt } from '../server/sandbox/finance/lender-gateway.ts';
import { listQueue, markLeadDone, type QueueEntry } from '../server/db/lead-repo.ts';
import { listOutbox, type OutboxEntry } from '../server/sandbox/messaging/index.ts';
import { isSandboxDeployment } from '../server/domain/deployment.ts';
import { securityHeaders } from '../server/http/security.ts';
// Lead delivery: the sandbox CRM's receiver and the lead inbox.
import { crmReceiverRoutes } from './crm-receiver.ts';
import { leadInboxRoutes } from './lead-inbox.ts';
import type { SandboxMenuPage } from './sandbox-page.ts';
import {
  isCrmOutage,
  receiveCrmLead,
  setCrmOutage,
  type CrmLead,
  type CrmReceipt,
} from '../server/db/crm-inbox-repo.ts';
import { listLeadInbox, replayLead, type LeadInboxEntry } from '../server/db/lead-inbox-repo.ts';

export const DEFAULT_SITE_CAMPAIGN = 'demo-ecommerce';

export type SiteDeps = {
  db: Db;
  appOrigin: string;
  siteOrigin: string;
  /** The deployment (DEPLOYMENT_ENV, default dev): the sandbox pages exist only in a sandbox deployment. */
  environment?: string | undefined;
};

/** What the site reads; the database adapter below is the only one the server uses. */
export type SiteData = {
  campaign(slug: string): Promise<Campaign | null>;
  /** Every campaign, for the integrator console. */
  campaigns(): Promise<Campaign[]>;
  dealers(campaignSlug: string): Promise<Dealer[]>;
  /** Vehicles with the app server's advertised price (the widget's for the same car). */
  vehicles(dealerId: string, stockType: StockFilter): Promise<SiteVehicle[]>;
  vehicle(id: string): Promise<SiteVehicle | null>;
  /** The messages the server "sent", newest first (the outbox page); absent: no outbox page. */
  outbox?(limit: number): Promise<OutboxEntry[]>;
  /** The agents' queue of open contact requests, newest first; absent: no call-center page. */
  queue?(limit: number): Promise<QueueEntry[]>;
  markDone?(id: string): Promise<boolean>;
  /** Every dealer's weekly call-center hours and their editor's save (the call-center pages). */
  dealerHours?(): Promise<DealerHours[]>;
  setDealerHours?(dealerId: string, hours: CallCenterHours): Promise<boolean>;
  /** The sandbox bureau's soft inquiries, newest first; absent: no credit-bureau page. */
  inquiries?(limit: number): Promise<Inquiry[]>;
  /** What the sandbox lender network received, newest first; absent: no sandbox-lender page. */
  lenderReceipts?(limit: number): Promise<LenderReceipt[]>;
  // Lead delivery; absent: no sandbox CRM receiver and no lead inbox page.
  /** The sandbox CRM files a lead (first arrival stored, repeats counted). */
  crmReceive?(lead: CrmLead): Promise<CrmReceipt>;
  crmOutage?(): Promise<boolean>;
  setCrmOutage?(on: boolean): Promise<void>;
  /** The newest leads of the lead outbox with their tries, newest first. */
  leadInbox?(limit: number): Promise<LeadInboxEntry[]>;
  /** Puts a dead lead back in the queue; false when it is not dead. */
  replayLead?(id: string): Promise<boolean>;
  /** The sandbox payment provider's payments, refunds and webhook deliveries; absent: no sandbox-payments page. */
  sandboxPayments?(limit: number): Promise<SandboxPayments>;
};

/** Each vehicle with the price the app server answers for it (one query for the list). */
async function withPrices(db: Db, vehicles: Vehicle[]): Promise<SiteVehicle[]> {
  const prices = await getSalePrices(db, vehicles);
  return vehicles.flatMap((vehicle) => {
    const price = prices.get(vehicle.id);
    return price ? [{ ...vehicle, price }] : [];
  });
}

export function siteDataFromDb(db: Db, appOrigin: string): SiteData {
  return {
    campaign: (slug) => getCampaign(db, slug),
    campaigns: () => listCampaigns(db),
    dealers: (slug) => listCampaignDealers(db, slug),
    vehicles: async (dealerId, stockType) =>
      withPrices(db, await listVehicles(db, stockType ? { dealerId, stockType } : { dealerId }, appOrigin)),
    vehicle: async (id) => {
      const vehicle = await getVehicle(db, id, appOrigin);
      return vehicle ? ((await withPrices(db, [vehicle]))[0] ?? null) : null;
    },
    outbox: (limit) => listOutbox(db, limit),
    queue: (limit) => listQueue(db, limit),
    markDone: (id) => markLeadDone(db, id, Date.now()),
    dealerHours: () => listDealerHours(db),
    setDealerHours: (dealerId, hours) => setDealerCallCenterHours(db, dealerId, hours),
    inquiries: async (limit) =>
      (await listSoftPulls(db, limit)).map((p): Inquiry => ({
        pulledAt: p.pulledAt,
        agency: p.agency,
        outcome: p.outcome,
        tier: p.tier,
        score: p.score,
        consentVersion: p.consentVersion,
        consentLocale: p.consentLocale,
        initials: p.initials,
      })),
    lenderReceipts: (limit) => listLenderReceipts(db, limit),
    // Lead delivery.
    crmReceive: (lead) => receiveCrmLead(db, lead, Date.now()),
    crmOutage: () => isCrmOutage(db),
    setCrmOutage: (on) => setCrmOutage(db, on),
    leadInbox: (limit) => listLeadInbox(db, limit),
    replayLead: (id) => replayLead(db, id, Date.now()),
    sandboxPayments: async (limit) => ({
      payments: await listSandboxIntents(db, limit),
      refunds: await listSandboxRefunds(db, limit),
      deliveries: await listSandboxDeliveries(db, limit),
    }),
  };
}

const CampaignSlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/));
const LocaleSchema = v.picklist(['en', 'es']);
const StockSchema = v.picklist(['NEW', 'USED']);

const SITE_CSS = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'site.css'), 'utf8');
// The package pages' scripts; the bundles are rollup's (npm run build), read per request.
const SITE_EMBED_JS = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'site-embed.js'), 'utf8');
const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist/site');

const HTML_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The dealer pages' CSP, what a dealer who embeds Upshift needs: the loader, its iframe and
 * the shadow mount's module, theme, pictures and API calls from the app origin, the queue stub by its
 * hash, and the loader's overlay styles inline. Other sites' frames stay allowed, as on a real dealer's page. Every response also gets nosniff, a Referrer-Policy
 * and a Permissions-Policy (securityHeaders), unless a page sets its own.
 */
export function dealerPageCsp(appOrigin: string): string {
  const stub = QUEUE_STUB.replace(/^<script>|<\/script>$/g, '');
  const stubHash = `'sha256-${createHash('sha256').update(stub).digest('base64')}'`;
  return [
    "default-src 'self'",
    `script-src 'self' ${stubHash} ${appOrigin}`,
    `style-src 'self' 'unsafe-inline' ${appOrigin}`,
    `img-src 'self' data: ${appOrigin}`,
    `connect-src 'self' ${appOrigin}`,
    // Upshift needs only the app origin here; a dealer's page also frames others' widgets (maps, ads, the tests' spoof).
    'frame-src *',
    `font-src 'self' ${appOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A page with nothing of the dealer's widget that no other page may frame. */
const NO_FRAMING = { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" };

/** Featured vehicles: new arrivals with photos first, at most six. */
function pickFeatured(vehicles: SiteVehicle[]): SiteVehicle[] {
  const rank = (x: SiteVehicle) => (x.images.length > 0 ? 0 : 2) + (x.stockType === 'NEW' ? 0 : 1);
  return [...vehicles].sort((a, b) => rank(a) - rank(b)).slice(0, 6);
}

export function createSiteApp(deps: SiteDeps): Hono {
  return createSiteAppFromData(siteDataFromDb(deps.db, deps.appOrigin), deps);
}

export function createSiteAppFromData(
  data: SiteData,
  deps: Pick<SiteDeps, 'appOrigin' | 'siteOrigin' | 'environment'>,
): Hono {
  const app = new Hono();
  // Security headers on every response of the dealer site.
  app.use(securityHeaders({ htmlCsp: dealerPageCsp(deps.appOrigin) }));
  // The outbox shows verification codes in clear text: a page of sandbox deployments only.
  const development = isSandboxDeployment(deps.environment);
  const outbox = development ? data.outbox?.bind(data) : undefined;
  // The queue shows shoppers' phones and questions, its hours editor opens and closes the call
  // center for anyone: sandbox pages too, never in production.
  const queue =
    development && data.queue && data.markDone && data.dealerHours && data.setDealerHours
      ? {
          queue: data.queue.bind(data),
          markDone: data.markDone.bind(data),
          dealerHours: data.dealerHours.bind(data),
          setDealerHours: data.setDealerHours.bind(data),
        }
      : undefined;

  type Resolved = { frame: Omit<PageFrame, 'title' | 'current'>; stock: StockFilter } | { unknown: string };

  /** Reads ?campaign, ?dealer, ?locale and ?stock; unknown values fall back rather than fail. */
  async function resolve(c: Context): Promise<Resolved> {
    const slugParam = c.req.query('campaign');
    if (slugParam !== undefined && !v.is(CampaignSlugSchema, slugParam)) return { unknown: slugParam };
    const slug = slugParam ?? DEFAULT_SITE_CAMPAIGN;
    const campaign = await data.campaign(slug);
    if (!campaign) return { unknown: slug };
    const dealers = await data.dealers(slug);
    const dealerParam = c.req.query('dealer');
    const chosen = dealers.find((d) => d.id === dealerParam) ?? null;
    const localeParam = c.req.query('locale');
    const stockParam = c.req.query('stock');
    const state: SiteState = {
      campaign: slug,
      dealer: chosen?.id ?? null,
      locale: v.is(LocaleSchema, localeParam) ? localeParam : null,
    };
    return {
      frame: { appOrigin: deps.appOrigin, state, campaign, dealer: chosen ?? dealers[0] ?? null, dealers },
      stock: v.is(StockSchema, stockParam) ? stockParam : null,
    };
  }

  async function page(
    c: Context,
    current: NavKey,
    render: (r: Exclude<Resolved, { unknown: string }>) => string | null | Promise<string | null>,
  ) {
    const r = await resolve(c);
    // No echo, and framed by nobody.
    if ('unknown' in r) return c.html(unknownCampaignPage(), 404, { ...HTML_HEADERS, ...NO_FRAMING });
    const body = await render(r);
    if (body !== null) return c.html(body, 200, HTML_HEADERS);
    return c.html(
      notFoundPage({ ...r.frame, title: 'Page not found', current }, 'We could not find that page or vehicle.'),
      404,
      HTML_HEADERS,
    );
  }

  const inventoryOf = async (frame: Omit<PageFrame, 'title' | 'current'>, stock: StockFilter) =>
    frame.dealer ? data.vehicles(frame.dealer.id, stock) : [];

  app.get('/site.css', (c) =>
    c.body(SITE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
  );

  app.get('/', (c) =>
    page(c, 'home', async ({ frame }) =>
      homePage({ ...frame, title: 'New and used cars', current: 'home' }, pickFeatured(await inventoryOf(frame, null))),
    ),
  );

  app.get('/inventory', (c) =>
    page(c, 'inventory', async ({ frame, stock }) =>
      inventoryPage({ ...frame, title: 'Inventory', current: 'inventory' }, await inventoryOf(frame, stock), stock),
    ),
  );

  app.get('/vehicles/:id', (c) =>
    page(c, null, async ({ frame }) => {
      const id = c.req.param('id');
      const vehicle = v.is(VehicleIdSchema, id) ? await data.vehicle(id) : null;
      // A dealer site shows only its own campaign's stock.
      const dealer = vehicle ? frame.dealers.find((d) => d.id === vehicle.dealerId) : undefined;
      if (!vehicle || !dealer) return null;
      return vehiclePage(
        {
          ...frame,
          dealer,
          title: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`,
          current: null,
          vehicle: vehicle.id,
        },
        vehicle,
      );
    }),
  );

  app.get('/inline', (c) =>
    page(c, 'inline', ({ frame }) =>
      inlinePage({
        ...frame,
        title: 'Payment calculator',
        current: 'inline',
        loader: { target: '#upshift-inline', launcher: false, viaPackage: true },
      }),
    ),
  );

  // @upshift/embed's browser build, the page script that calls it, and the React page.
  const script = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };
  app.get('/site-embed.js', (c) => c.body(SITE_EMBED_JS, 200, script));
  for (const file of ['upshift-embed.js', 'react-demo.js']) {
    app.get(`/${file}`, (c) => {
      try {
        return c.body(readFileSync(join(SITE_DIST, file), 'utf8'), 200, script);
      } catch {
        return c.text(`dist/site/${file} is missing: run npm run build`, 404);
      }
    });
  }
  app.get('/react', (c) =>
    page(c, 'react', async ({ frame }) =>
      reactPage(
        { ...frame, title: 'React widget', current: 'react' },
        pickFeatured(await inventoryOf(frame, null)).slice(0, 3),
      ),
    ),
  );

  app.get('/shadow', (c) =>
    page(c, 'shadow', async ({ frame }) =>
      shadowPage(
        { ...frame, title: 'Express checkout', current: 'shadow', loader: { mount: 'shadow' } },
        pickFeatured(await inventoryOf(frame, null)).slice(0, 3),
      ),
    ),
  );

  if (outbox) app.route('/', outboxRoutes({ outbox }));
  if (queue) app.route('/', callCenterRoutes({ siteOrigin: deps.siteOrigin, ...queue }));
  // Inquiries are shoppers' credit checks (initials only): a sandbox page, never in production.
  const inquiries = development ? data.inquiries?.bind(data) : undefined;
  if (inquiries) app.route('/', creditBureauRoutes({ inquiries }));
  // The lenders' inbox (initials and last four digits only), a sandbox page too.
  const receipts = development ? data.lenderReceipts?.bind(data) : undefined;
  if (receipts) app.route('/', sandboxLenderRoutes({ receipts }));
  // Lead delivery: the sandbox CRM (the default lead endpoint) and the lead inbox, which shows
  // shoppers' contacts and switches the CRM off for everyone: sandbox services, never in production.
  if (development && data.crmReceive && data.crmOutage) {
    app.route('/', crmReceiverRoutes({ receive: data.crmReceive.bind(data), outage: data.crmOutage.bind(data) }));
  }
  const leadInbox =
    development && data.leadInbox && data.replayLead && data.crmOutage && data.setCrmOutage
      ? {
          leads: data.leadInbox.bind(data),
          replay: data.replayLead.bind(data),
          outage: data.crmOutage.bind(data),
          setOutage: data.setCrmOutage.bind(data),
        }
      : undefined;
  if (leadInbox) app.route('/', leadInboxRoutes({ siteOrigin: deps.siteOrigin, ...leadInbox }));
  // What the sandbox payment provider took and sent (a card's last four digits only): a sandbox page.
  const sandboxPayments = development ? data.sandboxPayments?.bind(data) : undefined;
  if (sandboxPayments) app.route('/', sandboxPaymentsRoutes({ sandboxPayments }));

  // The console is served everywhere; its menu links the sandbox pages this deployment serves.
  const sandboxPages: SandboxMenuPage[] = [];
  if (outbox) sandboxPages.push('outbox');
  if (queue) sandboxPages.push('call-center');
  if (inquiries) sandboxPages.push('credit-bureau');
  if (receipts) sandboxPages.push('sandbox-lender');
  if (leadInbox) sandboxPages.push('lead-inbox');
  if (sandboxPayments) sandboxPages.push('sandbox-payments');
  app.route(
    '/',
    consoleRoutes({
      appOrigin: deps.appOrigin,
      campaigns: data.campaigns,
      defaultCampaign: DEFAULT_SITE_CAMPAIGN,
      sandboxPages,
      // Published passwords and PINs: a sandbox seeds those accounts, no other deployment does.
      identitiesEnabled: development,
    }),
  );

  // Test helper, deliberately not linked from the navigation.
  // Its one inline script is the page: nothing else may load.
  const spoofCsp = { 'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'" };
  app.get('/test/spoof', (c) => c.html(spoofPage(), 200, { ...HTML_HEADERS, ...spoofCsp }));

  app.notFound((c) => page(c, null, () => null));

  return app;
}
