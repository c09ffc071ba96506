/**
 * The app server of origin B (http://127.0.0.1:4174): the sandbox API under `/api`, `/logout`,
 * the page shells, the built front end and the generated vehicle pictures.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../db/index.ts';
import { apiCors } from './cors.ts';
import type { AppDeps } from '../services/app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { asHttpError, errorBody, HttpError, jsonError, TooManyRequests } from './errors.ts';
import { loadManifest } from './manifest.ts';
// Request-derived text goes to the log escaped, on one line.
import { logText } from '../domain/log-text.ts';
import { authRoutes } from './routes/auth.ts';
import { registerRoutes } from './routes/register.ts';
import { ghostRoutes } from './routes/ghost.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { profileDetailsRoutes } from './routes/profile-details.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { mfaRoutes, redactPersonalData } from './routes/mfa.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { leadRoutes } from './routes/lead.ts';
import { tradeRoutes } from './routes/trade.ts';
import { tradePhotoRoutes } from './routes/trade-photos.ts';
import { documentRoutes, workspaceDocumentRoutes } from './routes/documents.ts';
import { creditRoutes } from './routes/credit.ts';
import { dealRoutes } from './routes/deals.ts';
import { protectionRoutes } from './routes/protection.ts';
// Accessories.
import { accessoryRoutes } from './routes/accessories.ts';
// Signing online.
import { contractingRoutes } from './routes/contracting.ts';
// Visits.
import { visitRoutes } from './routes/visits.ts';
import { paymentWebhook, reservationRoutes } from './routes/reservations.ts';
// The finance application.
import { financeRoutes } from './routes/finance.ts';
import { garageRoutes } from './routes/garage.ts';
import { styleImageRoutes } from './routes/vehicle-media.ts';
import { assetRoutes } from './routes/assets.ts';
import { contextRoutes } from './routes/context.ts';
import { imageRoutes } from './routes/images.ts';
import { logRoutes } from './routes/log.ts';
import { pageRoutes } from './routes/pages.ts';
import { shellRoutes } from './routes/shell.ts';
// The dealer chat's sandboxed frame.
import { dealerChatFrameRoutes } from './routes/dealer-chat-frame.ts';
import { stateRoutes } from './routes/states.ts';
import { vehicleRoutes } from './routes/vehicles.ts';
import { workspacePageRoutes } from './routes/workspace-pages.ts';
import { workspaceFunnelRoutes } from './routes/workspace-funnel.ts';
import { workspaceRoutes } from './routes/workspace.ts';
import { workspaceDealRoutes } from './routes/workspace-deals.ts';
import { workspaceContactRoutes } from './routes/workspace-contact.ts';
import { workspaceShowroomHoursRoutes } from './routes/workspace-showroom-hours.ts';
import { workspaceSettingsRoutes } from './routes/workspace-settings.ts';
import { workspaceAccessoriesRoutes } from './routes/workspace-dealer-accessories.ts';
import { workspaceStaffRoutes } from './routes/workspace-staff.ts';
import { workspaceInventoryRoutes } from './routes/workspace-inventory.ts';
import { workspaceOnboardingRoutes } from './routes/workspace-onboarding.ts';
import { workspaceThemeRoutes } from './routes/workspace-theme.ts';
import { themeAssetRoutes } from './routes/theme-assets.ts';
import { MAX_THEME_IMAGE_BYTES, THEME_IMAGE_TOO_LARGE } from '../../../src/contract/campaign-theme.ts';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../../src/contract/uploads.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE } from '../../../src/contract/uploads.ts';
import { MAX_FEED_BYTES } from '../../../src/contract/workspace-inventory.ts';
import { workspaceGuards } from './workspace-auth.ts';
import { csrfMiddleware, securityHeaders, sessionMiddleware } from './security.ts';
import { outboxSender, safeSender } from '../sandbox/messaging/index.ts';
import { createServices } from '../services/index.ts';
import { withoutSecrets } from '../../../src/contract/secret-params.ts';

export type { AppDeps } from '../services/app-deps.ts';

/** The body of a 503: the shopper's request was fine, the database could not be reached. */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;

/** Request bodies of this API are small forms; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

/** Throws a ManifestError ("run `npm run build` first") when the front end has not been built. */
export function createApp(given: AppDeps): Hono<AppEnv> {
  // Every route's mail goes through the one header sanitiser, whichever sender was configured.
  const deps: AppDeps = { ...given, messages: safeSender(given.messages ?? outboxSender(given.db)) };
  const { db } = deps;
  const manifest = loadManifest(deps.distDir);
  // Every service once, for every route module.
  const services = createServices(deps);
  const app = new Hono<AppEnv>();

  // CSP, nosniff, Referrer-Policy and Permissions-Policy on every response (a route's own policy wins).
  app.use(securityHeaders());
  // Some MFA paths carry a member's email, a standalone PIN link its PIN: the log line is redacted (never log personal data).
  if (!deps.quiet) app.use(logger((line) => console.log(redactPersonalData(withoutSecrets(line)))));

  app.onError((thrown, c) => {
    // Services raise domain errors: here, and only here, each becomes its status and body.
    const error = asHttpError(thrown) ?? thrown;
    if (error instanceof TooManyRequests) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ ...errorBody(error.message), retryAfterSeconds: error.retryAfterSeconds }, 429);
    }
    if (error instanceof HttpError) return jsonError(c, error.status, error.message, error.fieldErrors);
    if (error instanceof HTTPException && error.status < 500)
      return jsonError(c, error.status, error.message || 'Bad request');
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back: the client only has to retry.
      console.error(`Database unavailable: ${logText(error.message)}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return jsonError(c, 503, DATABASE_UNAVAILABLE);
    }
    // A message may quote the request, so it is escaped; the stack's frames are ours.
    const frames = (error.stack ?? '').split('\n').slice(1).join('\n');
    console.error(`Internal error: ${logText(error.message)}\n${frames}`);
    return jsonError(c, 500, 'Internal error');
  });
  app.notFound((c) => jsonError(c, 404, 'Not found'));

  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonError(c, 413, 'Request body is too large') });
  // A trade photo is refused while it is read, once past PHOTO_MAX_BYTES; every other API body is small JSON.
  const photoLimit = bodyLimit({ maxSize: PHOTO_MAX_BYTES, onError: (c) => jsonError(c, 413, PHOTO_TOO_LARGE) });
  const isTradePhoto = (path: string) => /^\/api\/trade\/photos\/[\w-]+$/.test(path);
  // A lender document the same way, once past DOCUMENT_MAX_BYTES.
  const documentLimit = bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES,
    onError: (c) => jsonError(c, 413, DOCUMENT_TOO_LARGE),
  });
  const isDocument = (path: string) => /^\/api\/deals\/[\w-]+\/documents\/[\w-]+$/.test(path);
  // The payment provider's webhook: no session or CSRF token, its body's signature is the check (routes/reservations.ts).
  app.post('/api/payments/webhook', limit, paymentWebhook(services));
  app.use(
    '/api/*',
    apiCors(db),
    (c, next) => (isTradePhoto(c.req.path) ? photoLimit : isDocument(c.req.path) ? documentLimit : limit)(c, next),
    sessionMiddleware(db),
    csrfMiddleware(db),
  );
  // A write may have put a lead in the outbox: the worker looks now rather than at its next poll.
  const leadWorker = deps.leadWorker;
  if (leadWorker) {
    app.use('/api/*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 300) leadWorker.nudge();
    });
  }
  // The shadow mount signs out from the dealer's page: a cross-origin call, its preflight included.
  app.use('/logout', apiCors(db));
  app.post('/logout', limit, sessionMiddleware(db), csrfMiddleware(db, { allowFormField: true }));
  // One-tap's callback checks CSRF itself: our header, or Google's double-submit cookie (routes/oauth.ts).
  app.use('/login/oauth2/*', apiCors(db), limit, sessionMiddleware(db));
  app.use('/dev-idp/*', limit);
  // An inventory feed upload is a file of up to MAX_FEED_BYTES; every other workspace body is small JSON.
  const feedLimit = bodyLimit({
    maxSize: MAX_FEED_BYTES,
    onError: (c) => jsonError(c, 413, 'The file is larger than 5 MB'),
  });
  const isFeedUpload = (path: string) => /^\/dealer\/api\/dealers\/[\w-]+\/inventory\/imports$/.test(path);
  // A theme logo or favicon is refused while it is read, once past MAX_THEME_IMAGE_BYTES.
  const imageLimit = bodyLimit({
    maxSize: MAX_THEME_IMAGE_BYTES,
    onError: (c) => jsonError(c, 413, THEME_IMAGE_TOO_LARGE),
  });
  const isThemeImage = (path: string) => /^\/dealer\/api\/campaigns\/[\w-]+\/theme\/images$/.test(path);
  app.use(
    '/dealer/api/*',
    (c, next) => (isFeedUpload(c.req.path) ? feedLimit : isThemeImage(c.req.path) ? imageLimit : limit)(c, next),
    workspaceGuards(deps.appOrigin),
  );

  // Liveness: the process answers. Readiness: it can reach its database (load balancers route on it).
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    await sql`SELECT 1`.execute(db);
    return c.json({ ok: true });
  });
  // Modules with several prefixes give one sub-app per prefix.
  const accessories = accessoryRoutes(deps, services);
  const auth = authRoutes(deps, services);
  const credit = creditRoutes(deps, services);
  const garage = garageRoutes(deps, services);
  const ghost = ghostRoutes(deps, services);
  const mfa = mfaRoutes(deps, services);
  const oauth = oauthRoutes(deps, services);
  const shell = shellRoutes(deps);
  const trade = tradeRoutes(deps, services);
  const photos = tradePhotoRoutes(services);
  const documents = documentRoutes(services);
  const visits = visitRoutes(deps, services);

  // Prefix → routes. Sub-apps sharing a prefix declare distinct paths, so these lines may come in any order.
  app.route('/api/accessories', accessories.accessories);
  app.route('/api/auth', auth.auth);
  app.route('/api/contact-dealer', visits.contactDealer);
  app.route('/api/deal', credit.deal);
  app.route('/api/dealer_chat_config', shell.dealerChatConfig);
  app.route('/api/deals', dealRoutes(deps, services));
  app.route('/api/deals', accessories.deals);
  app.route('/api/deals', contractingRoutes(deps, services));
  app.route('/api/deals', credit.deals);
  app.route('/api/deals', financeRoutes(deps, services));
  app.route('/api/deals', visits.deals);
  app.route('/api/deals', reservationRoutes(deps, services));
  app.route('/api/dev', ghost.dev);
  app.route('/api/dev', trade.dev);
  app.route('/api/drive-at-home', visits.driveAtHome);
  app.route('/api/garage', garage.garage);
  app.route('/api/lead', leadRoutes(deps, services));
  app.route('/api/log-fe-message', logRoutes(deps));
  app.route('/api/members', mfa.members);
  app.route('/api/page-context', contextRoutes(deps, manifest));
  app.route('/api/pre-approvals', credit.preApprovals);
  app.route('/api/profile', registerRoutes(deps, services));
  app.route('/api/profile', emailVerificationRoutes(deps, services));
  app.route('/api/profile', profileDetailsRoutes(deps));
  app.route('/api/profile', geocodeRoutes(deps));
  app.route('/api/profile', ghost.profile);
  app.route('/api/profile', mfa.profile);
  app.route('/api/profile', oauth.profile);
  app.route('/api/prospects', mfa.prospects);
  app.route('/api/protection-products', protectionRoutes(deps, services));
  app.route('/api/session', shell.session);
  app.route('/api/soft-pull', credit.softPull);
  app.route('/api/states', stateRoutes(deps));
  app.route('/api/trade/photos', photos.photos);
  app.route('/api/uploads', photos.uploads);
  app.route('/api/deals', documents.deals);
  app.route('/api/documents', documents.objects);
  app.route('/api/trade', trade.trade);
  app.route('/api/trade', shell.trade);
  app.route('/api/user-prospect', mfa.userProspect);
  // The search and the style media are inside, ahead of `/:id`, which would take their names for vehicle ids.
  app.route('/api/vehicles', vehicleRoutes(deps, services));
  app.route('/api/vehicles', garage.vehicles);
  app.route('/api/vehicles', visits.vehicles);
  app.route('/api/visits', visits.visits);
  app.route('/dealer-chat-frame', dealerChatFrameRoutes(deps));
  app.route('/dev-idp', oauth.devIdp);
  app.route('/login/oauth2', oauth.oneTap);
  app.route('/logout', auth.logout);
  app.route('/vendor', shell.vendor);

  // The dealer workspace: its API, then its assets and shell (its own entry, apart from the widget's).
  app.route('/dealer/api/deals', workspaceDealRoutes(deps, services));
  app.route('/dealer/api/deals', workspaceDocumentRoutes(deps, services));
  // The funnel first: the workspace routes end in a catch-all 404.
  app.route('/dealer/api', workspaceFunnelRoutes(deps, services));
  // The contact center and the dealer settings first: the workspace module ends in a catch-all 404.
  app.route('/dealer/api', workspaceContactRoutes(deps, services));
  app.route('/dealer/api', workspaceShowroomHoursRoutes(deps, services));
  app.route('/dealer/api', workspaceSettingsRoutes(deps, services));
  app.route('/dealer/api', workspaceAccessoriesRoutes(deps, services));
  app.route('/dealer/api', workspaceStaffRoutes(deps, services));
  app.route('/dealer/api', workspaceInventoryRoutes(deps, services));
  app.route('/dealer/api', workspaceOnboardingRoutes(deps, services));
  app.route('/dealer/api', workspaceThemeRoutes(deps, services));
  app.route('/dealer/api', workspaceRoutes(deps, services));
  app.route('/dealer', workspacePageRoutes(deps));

  // Last: the /api 404 and the page shells' '*' answer whatever the routes above do not.
  app.all('/api/*', (c) => jsonError(c, 404, 'Not found'));
  app.route('/', themeAssetRoutes(services));
  app.route('/', assetRoutes(deps, manifest));
  app.route('/images', imageRoutes(deps, services));
  app.route('/images/styles', styleImageRoutes(deps));
  app.route('/', pageRoutes(deps, services, manifest));

  return app;
}
