/**
 * Which URLs a dealer may send its leads to. A real deployment POSTs only over https to a public host:
 * a URL naming a loopback, private or link-local address would turn the lead sender (and its
 * "Send a test lead" answer) into a way to probe our own network. A sandbox also takes plain http to
 * this machine, where its own CRM and the tests' CRMs listen. The host's DNS answer is not checked here
 * (pure): services/outbound/public-fetch.ts checks every address of the name when it connects (the feed fetch).
 */
import { CRM_URL_MAX, CRM_URL_MESSAGE, CRM_URL_PRIVATE } from '../../../../src/contract/workspace-lead-delivery.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** 0/8, 10/8, 100.64/10 (carrier NAT), 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.168/16, 198.18/15, 224/3 and up. */
function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  const [a = 0, b = 0, c = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** Whether a URL's host (as the URL parser normalised it) is not a public internet address. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return isPrivateIPv4(host);
  // Only global unicast (2000::/3) is public; this also refuses IPv4 written as IPv6 (::ffff:…).
  if (host.startsWith('[')) return !/^\[[23][0-9a-f]{0,3}:/.test(host);
  // A single label (an intranet name) or a name reserved for local networks.
  return !host.includes('.') || /\.(localhost|local|internal|home\.arpa|lan)$/.test(host);
}

/** An address as DNS answers it (no brackets): whether it is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  return isPrivateHost(address.includes(':') ? `[${address}]` : address);
}

/**
 * Why the server may not send requests to `raw` in this deployment: 'invalid' (not an https URL, or
 * plain http outside a sandbox's loopback), 'private' (a private host outside a sandbox) or null.
 * Any server-side fetch of a URL a dealer typed (the CRM, the inventory feed) goes through this rule.
 */
export function outboundUrlProblem(raw: string, sandbox: boolean, maxLength: number): 'invalid' | 'private' | null {
  if (raw.length > maxLength || !URL.canParse(raw)) return 'invalid';
  const url = new URL(raw);
  // fetch refuses a URL with credentials; a fragment is never sent.
  if (url.username || url.password || url.hash) return 'invalid';
  if (sandbox && url.protocol === 'http:' && LOOPBACK_NAMES.includes(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'invalid';
  if (!sandbox && isPrivateHost(url.hostname)) return 'private';
  return null;
}

/** Null when `raw` is a URL leads may go to in this deployment; else the message to show. */
export function crmUrlProblem(raw: string, sandbox: boolean): string | null {
  const problem = outboundUrlProblem(raw, sandbox, CRM_URL_MAX);
  return problem === null ? null : problem === 'private' ? CRM_URL_PRIVATE : CRM_URL_MESSAGE;
}
