/**
 * External-script calls and contracts: the dealer chat config (seed 001 §3 "Chat config", seed 000 §7
 * `GET /dealer_chat_config/dealer/{dealerId}`) and the sandbox vendor scripts' URLs and attributes.
 * The sandbox server validates its rows and responses with these schemas.
 */
import * as v from 'valibot';
import { http } from '../../lib/http.ts';

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

export function getChatConfig(dealerId: string, signal?: AbortSignal): Promise<ChatConfig> {
  return http.get(chatConfigPath(dealerId), ChatConfigSchema, signal ? { signal } : {});
}

/** The sandbox serves both vendor scripts from the app origin (no outside service is reachable). */
export const VENDOR_SCRIPTS = {
  cobrowse: '/vendor/cobrowse/loader.js',
  reputation: '/vendor/reputation/widget.js',
} as const;

/** The shell's meta tag carrying the response's CSP nonce (rendered by demo-host/server/shell.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/** Co-browse licence keys as vendors issue them (e.g. CB-DEMO-4F2A9C71). */
export const LicenseKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,64}$/, 'Invalid licence key'));
