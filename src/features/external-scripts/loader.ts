/**
 * Third-party scripts of seed 001 §2 "Dealer chat" and §3 (ENABLE_CO_BROWSE, COBROWSE_LICENSE_KEY):
 * the co-browse loader and the dealer chat (the dealer's own base64 script or the reputation widget).
 * Each loads only when enabled, after the app is up, async; a failure is logged and nothing else.
 *
 * CSP: the shells allow `script-src 'self'` only. Vendor scripts come from the app origin by src;
 * the dealer's own script never runs in the app's page: it runs in a sandboxed frame of an opaque
 * origin (chat-frame.ts), in every mount.
 */
import { effect } from '@preact/signals';
import * as v from 'valibot';
import { http, report, reportedByClient } from '../../lib/http.ts';
import { LogResponseSchema } from '../../contract/log.ts';
import type { Campaign, PageContext } from '../../contract/page-context.ts';
import { safeLocal, STORAGE_KEYS, type LocalKey, type SafeStorage } from '../../lib/storage.ts';
import { withoutSecrets } from '../../contract/secret-params.ts';
import { FEATURE_FLAGS, hasFlag } from '../../contract/shell.ts';
import { getChatConfig } from './api.ts';
import {
  Base64Schema,
  COBROWSE_SESSION_EVENT,
  LicenseKeySchema,
  REPUTATION_WIDGET_SELECTOR,
  VENDOR_SCRIPTS,
  type ChatConfig,
} from '../../contract/external-scripts.ts';
import { mountChatFrame } from './chat-frame.ts';
import { chatSlot, cobrowseSession } from './floating.ts';
import { whenIdle } from '../../lib/idle.ts';

/** Marks every element this module adds, so cleanup and tests can find them. */
export const EXTERNAL_SCRIPT_ATTR = 'data-upshift-external';

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

export type ExternalScriptsLog = {
  /** A failure: reported to the log endpoint (seed 001 §8 style "logged only"). */
  failure(error: Error): void;
  /** Something deliberately skipped, worth a line in the log. */
  note(message: string): void;
};

export type ExternalScriptsOptions = {
  doc?: Document;
  storage?: SafeStorage<LocalKey>;
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
      .post('/log-fe-message', LogResponseSchema, {
        message: withoutSecrets(message),
        level: 'info',
        url: withoutSecrets(globalThis.location?.href ?? ''),
      })
      .catch(() => {
        // A lost note is not worth a report of its own.
      });
  },
};

const isAbort = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/**
 * Starts the co-browse loader and the dealer chat for this page. Returns a cleanup that cancels
 * what has not started and removes the script elements, the chat frame and the vendor widgets this
 * call added.
 */
export function startExternalScripts(context: PageContext, options: ExternalScriptsOptions = {}): () => void {
  const doc = options.doc ?? document;
  const storage = options.storage ?? safeLocal;
  const log = options.log ?? defaultLog;
  const controller = new AbortController();
  const added: HTMLScriptElement[] = [];
  const removals: (() => void)[] = [];
  const vendors = new Set<'cobrowse' | 'reputation'>();
  let stopped = false;

  const addScript = (name: string, configure: (script: HTMLScriptElement) => void): void => {
    const script = doc.createElement('script');
    script.setAttribute(EXTERNAL_SCRIPT_ATTR, name);
    configure(script);
    added.push(script);
    doc.head.append(script);
  };

  const addVendorScript = (
    name: 'cobrowse' | 'reputation',
    data: Record<string, string>,
    onLoad?: () => void,
  ): void => {
    const url = `${context.apiBase}${VENDOR_SCRIPTS[name]}`;
    vendors.add(name);
    addScript(name, (script) => {
      script.async = true;
      for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
      script.addEventListener('error', () => log.failure(new Error(`External script failed to load: ${url}`)));
      if (onLoad) script.addEventListener('load', onLoad);
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
    // The app, not the vendor, shows a running session: in the shopper's language, in the floating bar.
    const onSession = (event: Event) => {
      cobrowseSession.value = (event as CustomEvent<{ active?: unknown } | null>).detail?.active === true;
    };
    doc.addEventListener(COBROWSE_SESSION_EVENT, onSession);
    removals.push(() => {
      doc.removeEventListener(COBROWSE_SESSION_EVENT, onSession);
      cobrowseSession.value = false;
    });
    addVendorScript('cobrowse', { licenseKey: key, locale: context.locale });
  };

  const startDealerChat = (base64: string, dealer: NonNullable<PageContext['dealer']>): void => {
    // The server refuses what is not base64 too; this keeps a bad row from loading an empty frame.
    if (!v.is(Base64Schema, base64)) {
      log.failure(new Error('Dealer chat script is not valid base64'));
      return;
    }
    removals.push(
      mountChatFrame({
        doc,
        apiBase: context.apiBase,
        campaign: context.campaign.slug,
        dealerId: dealer.id,
        dealerName: dealer.name,
      }),
    );
  };

  const startChat = async (): Promise<void> => {
    const dealer = context.dealer;
    if (!dealer) return;
    const dealerId = dealer.id;
    let config: ChatConfig;
    try {
      config = await getChatConfig(dealerId, controller.signal);
    } catch (error) {
      if (stopped || isAbort(error)) return;
      if (!reportedByClient(error)) log.failure(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) return;
    const plan = chatPlan(config);
    if (plan.kind === 'dealer-script') startDealerChat(plan.base64, dealer);
    if (plan.kind === 'reputation') {
      // The widget adds itself to the document's body (the dealer page's, in the shadow mount): into the bar with it.
      const adopt = () =>
        removals.push(
          effect(() => {
            const widget = doc.querySelector(REPUTATION_WIDGET_SELECTOR);
            if (widget) chatSlot.value?.append(widget);
          }),
        );
      addVendorScript(
        'reputation',
        { widgetId: plan.widgetId, tenantKey: plan.tenantKey, locale: context.locale },
        adopt,
      );
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
    for (const remove of removals.splice(0)) remove();
    const w = doc.defaultView as VendorWindow | null;
    if (vendors.has('cobrowse')) w?.UpshiftCobrowse?.stop?.();
    if (vendors.has('reputation')) w?.UpshiftReputation?.destroy?.();
  };
}
