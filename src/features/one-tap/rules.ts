/** One-tap and social sign-up rules (seed 000 §1 `ssos`, §6 GOOGLE_ONE_TAP_FEATURE), pure. */
import * as v from 'valibot';
import type { PageContext } from '../../contract/page-context.ts';
import { FEATURE_FLAGS, hasFlag } from '../../contract/shell.ts';
import { DevIdpMessageSchema, SUPPORTED_SSO_PROVIDERS, type SsoProvider } from '../../contract/one-tap.ts';

type OneTapContext = Pick<PageContext, 'campaign' | 'oneTap'>;

/** Seed 000 §6: GOOGLE_ONE_TAP_FEATURE enables one-tap Google sign-in, where this server has an identity provider for it. */
export function isOneTapEnabled(context: OneTapContext): boolean {
  return context.oneTap !== null && hasFlag(context.campaign, FEATURE_FLAGS.GOOGLE_ONE_TAP_FEATURE);
}

/** The campaign's `ssos` this app can sign people up with (POST /profile/register-sso), in the campaign's order. */
export function ssoRegisterProviders(context: OneTapContext): SsoProvider[] {
  if (context.oneTap === null) return [];
  const supported: readonly string[] = SUPPORTED_SSO_PROVIDERS;
  return context.campaign.ssos.filter((p): p is SsoProvider => supported.includes(p));
}

/** The origin of the identity provider window: the API server's (apiBase in the shadow mount, else this document's). */
export function devIdpOrigin(apiBase: string, documentOrigin: string): string {
  return apiBase ? new URL(apiBase).origin : documentOrigin;
}

export type DevIdpExpectation = {
  /** The IdP's origin: a message from anywhere else is ignored. */
  origin: string;
  /** The popup this window opened: a message from another window is ignored. */
  source: unknown;
  /** The random state the popup was opened with. */
  state: string;
};

/**
 * The credential in a message from the sandbox IdP popup, or null when the message is not that:
 * another origin, another window, another shape, or another sign-in's state.
 */
export function acceptDevIdpMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: DevIdpExpectation,
): string | null {
  if (event.origin !== expected.origin || event.source !== expected.source || event.source === null) return null;
  const message = v.safeParse(DevIdpMessageSchema, event.data);
  if (!message.success || message.output.state !== expected.state) return null;
  return message.output.credential;
}
