/**
 * Secrets that travel in a URL's query or hash: invitation PINs (seed 001 §2,
 * `/profile/verify-access?pin={pin}`), one-time codes, tokens, keys. None may leave the app: every
 * route, URL or text the app hands to someone else (page views, host events, the dataLayer, error
 * reports, the server's request log) goes through `withoutSecrets` first, which drops each such
 * parameter, name and value, wherever it sits: the query, a hash route's query, a URL percent-encoded
 * in another one's parameter (the embed's `ref`), or a message's text. Written for size: the
 * loader's host part (its own budget) uses it too.
 */

/**
 * Secret parameter names, matched in lower case without `-`, `_` and `.`: these, and any name
 * ending in token, secret, password, pin or otp (`access_token`, `csrfToken`, `client_secret`, `invitePin`).
 */
export const SECRET_PARAM =
  /^(?:pin|code|otp|mfa|mfacode|authcode|verificationcode|passcode|key|apikey|sig|signature|credential|ssn|\w*(?:token|secret|password|pin|otp))$/;

export const isSecretParam = (name: string): boolean => SECRET_PARAM.test(name.toLowerCase().replace(/[-_.]/g, ''));

/**
 * [a `name=value` pair after its separator (or at the start, or after a space), a dropped first
 * pair's separator left marked]: plain, then percent-encoded once (a URL in another one's parameter).
 * A marked separator stays for the pair that follows it (whose own separator goes), else goes too.
 */
const PASSES: [RegExp, RegExp][] = [
  [/(^|[?&;#\s])([\w.\-[\]]+)=([^&;#\s"'<>]*)/g, /([?#])\uffff([&;])?/g],
  [/(%3F|%26|%3B|%23)([\w.\-[\]]+)%3D((?:[^&;#\s"'<>%]|%(?!26|3B|23)[0-9A-F]{2})*)/gi, /(%3F|%23)\uffff(%26|%3B)?/gi],
];

/** `text` (a route, a URL, a message) without any secret parameter; everything else as it was. */
export function withoutSecrets(text: string): string {
  for (const [pair, marked] of PASSES) {
    text = text
      .replace(pair, (whole: string, sep: string, name: string) =>
        !isSecretParam(name) ? whole : /^([?#]|%3F|%23)$/i.test(sep) ? sep + '\uffff' : /^\s?$/.test(sep) ? sep : '',
      )
      .replace(marked, (_m: string, sep: string, next?: string) => (next ? sep : ''));
  }
  return text;
}

/** A copy of event data whose strings (at any depth) are `withoutSecrets`. */
export function withoutSecretsIn<T>(data: T, depth = 0): T {
  if (typeof data === 'string') return withoutSecrets(data) as T;
  if (depth > 4 || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((item: unknown) => withoutSecretsIn(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) out[name] = withoutSecretsIn(value, depth + 1);
  return out as T;
}
