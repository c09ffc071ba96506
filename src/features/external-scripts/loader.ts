/**
 * Third-party scripts of seed 001 §2 "Dealer chat" and §3 (ENABLE_CO_BROWSE, COBROWSE_LICENSE_KEY):
 * the co-browse loader and the dealer chat (the dealer's own base64 script or the reputation widget).
 * Each loads only when enabled, after the app is up, async; a failure is logged and nothing else.
 *
 * CSP: the shells allow `script-src 'self' 'nonce-…'`. Vendor scripts come from the app origin by
 * src; the dealer's script runs inline under the response's nonce (`<meta name="csp-nonce">`),
 * as textContent, never eval. In the shadow mount the host page's CSP rules, so only by-src
 * scripts are added there.
 */
import * as v from 'valibot';
import { ApiError, http, report } from '../../lib/http.ts';
import { LogResponseSchema } from '../../lib/log.ts';
import type { Campaign, PageContext } from '../../lib/page-context.ts';
import { safeLocal, STORAGE_KEYS, type LocalKey, type SafeStorage } from '../../lib/storage.ts';
import { FEATURE_FLAGS, hasFlag } from '../shell/rules.ts';
import { CSP_NONCE_META, getChatConfig, LicenseKeySchema, VENDOR_SCRIPTS, type ChatConfig } from './api.ts';

/** Marks every element this module adds, so cleanup and tests can find them. */
export const EXTERNAL_SCRIPT_ATTR = 'data-upshift-external';

const NONCE = /^[A-Za-z0-9+/_-]{16,128}={0,2}$/;

/** The nonce the server put in this page's CSP, or null (no meta, or not a plausible nonce). */
export function readCspNonce(doc: Document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content ?? '';
  return NONCE.test(content) ? content : null;
}

/**
 * The co-browse licence key. Decision: the campaign configuration wins, and every configured key
 * is written to COBROWSE_LICENSE_KEY so the stored copy stays fresh; the stored copy is only the
 * fallback for a campaign that turns the feature on without a key of its own.
 */
export function cobrowseLicenseKey(
  campaign: Pick<Campaign, 'cobrowseLicenseKey'>,
  storage: SafeStorage<LocalKey> = safeLocal,
): string | null {
  const configured = campaign.cobrowseLicenseKey;
  if (configured !== null && v.is(LicenseKeySchema, configured)) {
    if (storage.get(STORAGE_KEYS.COBROWSE_LICENSE_KEY) !== configured) {
      storage.set(STORAGE_KEYS.COBROWSE_LICENSE_KEY, configured);
    }
    return configured;
  }
  const stored = storage.get(STORAGE_KEYS.COBROWSE_LICENSE_KEY);
  if (stored === null) return null;
  if (v.is(LicenseKeySchema, stored)) return stored;
  // A tampered or stale value must not reach a script attribute, nor linger.
  storage.remove(STORAGE_KEYS.COBROWSE_LICENSE_KEY);
  return null;
}

export type ChatPlan =
  | { kind: 'none' }
  | { kind: 'dealer-script'; base64: string }
  | { kind: 'reputation'; widgetId: string; tenantKey: string };

/** Seed 001 §2 "Dealer chat": rendered when enabled, either the dealer's script or the reputation widget. */
export function chatPlan(config: ChatConfig): ChatPlan {
  if (!config.chatEnabled) return { kind: 'none' };
  if (config.isDealerChat && config.script) return { kind: 'dealer-script', base64: config.script };
  if (config.isReputationChat && config.widgetId && config.tenantKey) {
    return { kind: 'reputation', widgetId: config.widgetId, tenantKey: config.tenantKey };
  }
  return { kind: 'none' };
}

/** Base64 → UTF-8 source text; throws on anything that is not both. */
export function decodeBase64Script(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export type ExternalScriptsLog = {
  /** A failure: reported to the log endpoint (seed 001 §8 style "logged only"). */
  failure(error: Error): void;
  /** Something deliberately skipped, worth a line in the log. */
  note(message: string): void;
};

export type ExternalScriptsOptions = {
  doc?: Document;
  storage?: SafeStorage<LocalKey>;
  loadChatConfig?: (dealerId: string, signal: AbortSignal) => Promise<ChatConfig>;
  /** Runs the start once the app has rendered; returns a cancel. Default: when the browser is idle. */
  schedule?: (run: () => void) => () => void;
  log?: ExternalScriptsLog;
};

type VendorWindow = Window & {
  UpshiftCobrowse?: { stop?: () => void };
  UpshiftReputation?: { destroy?: () => void };
};

const defaultLog: ExternalScriptsLog = {
  failure: (error) => report(error),
  note: (message) => {
    http
      .post('/log-fe-message', LogResponseSchema, { message, level: 'info', url: globalThis.location?.href ?? '' })
      .catch(() => {
        // A lost note is not worth a report of its own.
      });
  },
};

function whenIdle(run: () => void): () => void {
  const w = globalThis as typeof globalThis & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

const isAbort = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/**
 * Starts the co-browse loader and the dealer chat for this page. `nonce` is the page's CSP nonce
 * (`readCspNonce(document)`), null when there is none. Returns a cleanup that cancels what has
 * not started and removes the script elements and the vendor widgets this call added.
 */
export function startExternalScripts(
  context: PageContext,
  nonce: string | null,
  options: ExternalScriptsOptions = {},
): () => void {
  const doc = options.doc ?? document;
  const storage = options.storage ?? safeLocal;
  const loadChatConfig = options.loadChatConfig ?? getChatConfig;
  const log = options.log ?? defaultLog;
  const controller = new AbortController();
  const added: HTMLScriptElement[] = [];
  const vendors = new Set<'cobrowse' | 'reputation'>();
  let stopped = false;

  const addScript = (name: string, configure: (script: HTMLScriptElement) => void): void => {
    const script = doc.createElement('script');
    script.setAttribute(EXTERNAL_SCRIPT_ATTR, name);
    configure(script);
    added.push(script);
    doc.head.append(script);
  };

  const addVendorScript = (name: 'cobrowse' | 'reputation', data: Record<string, string>): void => {
    const url = `${context.apiBase}${VENDOR_SCRIPTS[name]}`;
    vendors.add(name);
    addScript(name, (script) => {
      script.async = true;
      for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
      script.addEventListener('error', () => log.failure(new Error(`External script failed to load: ${url}`)));
      script.src = url;
    });
  };

  const startCobrowse = (): void => {
    if (!hasFlag(context.campaign, FEATURE_FLAGS.ENABLE_CO_BROWSE)) return;
    const key = cobrowseLicenseKey(context.campaign, storage);
    if (key === null) {
      log.failure(new Error('Co-browse is enabled but no licence key is configured or stored'));
      return;
    }
    addVendorScript('cobrowse', { licenseKey: key, locale: context.locale });
  };

  const startDealerScript = (base64: string): void => {
    if (context.mode === 'shadow') {
      log.note("Dealer chat script skipped: in the shadow mount the host page's CSP applies");
      return;
    }
    if (nonce === null) {
      log.failure(new Error('Dealer chat script skipped: the page has no CSP nonce'));
      return;
    }
    let source: string;
    try {
      source = decodeBase64Script(base64);
    } catch {
      log.failure(new Error('Dealer chat script is not valid base64 UTF-8'));
      return;
    }
    addScript('dealer-chat', (script) => {
      script.setAttribute('nonce', nonce);
      script.textContent = source;
    });
  };

  const startChat = async (): Promise<void> => {
    const dealerId = context.dealer?.id;
    if (!dealerId) return;
    let config: ChatConfig;
    try {
      config = await loadChatConfig(dealerId, controller.signal);
    } catch (error) {
      if (stopped || isAbort(error)) return;
      // http.ts has reported every ApiError but a 400 already.
      if (!(error instanceof ApiError) || error.isBadRequest) {
        log.failure(error instanceof Error ? error : new Error(String(error)));
      }
      return;
    }
    if (stopped) return;
    const plan = chatPlan(config);
    if (plan.kind === 'dealer-script') startDealerScript(plan.base64);
    if (plan.kind === 'reputation') {
      addVendorScript('reputation', { widgetId: plan.widgetId, tenantKey: plan.tenantKey, locale: context.locale });
    }
  };

  const cancel = (options.schedule ?? whenIdle)(() => {
    if (stopped) return;
    startCobrowse();
    void startChat();
  });

  return () => {
    stopped = true;
    cancel();
    controller.abort();
    for (const script of added) script.remove();
    const w = doc.defaultView as VendorWindow | null;
    if (vendors.has('cobrowse')) w?.UpshiftCobrowse?.stop?.();
    if (vendors.has('reputation')) w?.UpshiftReputation?.destroy?.();
  };
}
