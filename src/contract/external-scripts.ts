/**
 * External-script calls and contracts: the dealer chat config (seed 001 §3 "Chat config", seed 000 §7
 * `GET /dealer_chat_config/dealer/{dealerId}`), the sandbox vendor scripts' URLs and attributes, and
 * the dealer chat's sandboxed frame and its one message.
 * The sandbox server validates its rows and responses with these schemas.
 */
import * as v from 'valibot';

/** A dealer-supplied script is small; anything larger is refused rather than injected. */
export const MAX_DEALER_SCRIPT_BASE64 = 64 * 1024;

/** Standard base64 (what the dealer pastes in the chat settings), padded. */
export const Base64Schema = v.pipe(
  v.string(),
  v.maxLength(MAX_DEALER_SCRIPT_BASE64, 'Script is too large'),
  v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Script must be base64'),
);

/** Reputation widget ids and tenant keys end up in attributes of a script tag: a tight charset. */
export const WidgetTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid widget token'));

export const ChatConfigSchema = v.object({
  chatEnabled: v.boolean(),
  isDealerChat: v.boolean(),
  /** The dealer's own chat script, base64; null unless isDealerChat. */
  script: v.nullable(Base64Schema),
  isReputationChat: v.boolean(),
  widgetId: v.nullable(WidgetTokenSchema),
  tenantKey: v.nullable(WidgetTokenSchema),
});
export type ChatConfig = v.InferOutput<typeof ChatConfigSchema>;

/** What a dealer without a chat row gets: chat off. */
export const CHAT_DISABLED: ChatConfig = {
  chatEnabled: false,
  isDealerChat: false,
  script: null,
  isReputationChat: false,
  widgetId: null,
  tenantKey: null,
};

export const chatConfigPath = (dealerId: string): string =>
  `/dealer_chat_config/dealer/${encodeURIComponent(dealerId)}`;

/** The sandbox serves both vendor scripts from the app origin (no outside service is reachable). */
export const VENDOR_SCRIPTS = {
  cobrowse: '/vendor/cobrowse/loader.js',
  reputation: '/vendor/reputation/widget.js',
} as const;

/**
 * The co-browse vendor fires this on the document when an agent joins or leaves the shopper's page,
 * with `detail.active`; the vendor draws nothing itself, the app shows the running session.
 */
export const COBROWSE_SESSION_EVENT = 'upshift-cobrowse:session';

/** The reputation widget's root, which the vendor's script adds to the document's body. */
export const REPUTATION_WIDGET_SELECTOR = '.upshift-reputation';

/**
 * The dealer's own chat script never runs in the app's page. It runs in a
 * sandboxed iframe without `allow-same-origin` (an opaque origin: no cookies, no storage, no CSRF
 * token, no DOM of the app, and API calls that carry `Origin: null`, which CORS never allows),
 * whose document the server renders at this path with a CSP of its own. The query names the
 * campaign (its dealer sites may be ancestors), the language and the origin of the window that
 * holds the frame (the only one the frame posts to; the server checks it is the app's or one of
 * the campaign's dealer sites).
 */
export const dealerChatFramePath = (dealerId: string): string => `/dealer-chat-frame/${encodeURIComponent(dealerId)}`;

export const DealerChatFrameQuerySchema = v.object({
  campaign: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid campaign')),
  locale: v.picklist(['en', 'es'], 'Invalid locale'),
  parent: v.pipe(
    v.string(),
    v.maxLength(256, 'Invalid parent origin'),
    v.regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/, 'Invalid parent origin'),
  ),
});
export type DealerChatFrameQuery = v.InferOutput<typeof DealerChatFrameQuerySchema>;

/**
 * The frame's sandbox: scripts, forms (a chat's own form; its CSP sends them to https only) and
 * popups (a chat's transcript or vendor page), which stay sandboxed in an opaque origin too: a
 * popup that escaped would run the frame's own document at the app's origin, next to the shopper's
 * page through `window.opener.parent`. Never `allow-same-origin`, never
 * `allow-popups-to-escape-sandbox`, never top navigation. The iframe's attribute and the frame
 * document's own CSP `sandbox` (so it is sandboxed however it is loaded) both use it.
 */
export const DEALER_CHAT_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The frame's size bounds, before the viewport's own (a launcher, or an open chat panel). */
export const CHAT_FRAME_MAX = { width: 376, height: 560 } as const;
const Dimension = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));

/**
 * The only message the frame may send (frame → app): the size of its content, so the app can fit
 * the frame to a collapsed launcher or an open panel. The app sends the frame nothing: an opaque
 * origin can only be addressed with '*', so the frame reads its language from its URL instead.
 */
export const ChatFrameMessageSchema = v.strictObject({
  upshift: v.literal(1),
  type: v.literal('chat-size'),
  width: Dimension,
  height: Dimension,
});
export type ChatFrameMessage = v.InferOutput<typeof ChatFrameMessageSchema>;

/** Co-browse licence keys as vendors issue them (e.g. CB-DEMO-4F2A9C71). */
export const LicenseKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,64}$/, 'Invalid licence key'));
