/**
 * The sandbox identity provider's window: opened on a click (so no popup blocker stops it), it
 * shows test Google accounts and posts the chosen one's ID token back to this window. Only a
 * message from that popup, at the IdP's origin, with our random state, is taken (rules.ts).
 */
import { DEV_IDP_SELECT_PATH } from '../../contract/one-tap.ts';
import { acceptDevIdpMessage } from './rules.ts';

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
}

/** The shopper closed the window without choosing: nothing to report or show. */
export class PopupClosedError extends Error {
  override name = 'PopupClosedError';
}

export type DevIdpRequest = {
  /** The IdP's origin (rules.ts `devIdpOrigin`). */
  idpOrigin: string;
  clientId: string;
  win?: Window;
  /** How often to check whether the shopper closed the window. */
  pollMs?: number;
};

export type DevIdpSignIn = { credential: Promise<string>; cancel: () => void };

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function openDevIdp({ idpOrigin, clientId, win = window, pollMs = 500 }: DevIdpRequest): DevIdpSignIn {
  const state = randomState();
  const url = new URL(DEV_IDP_SELECT_PATH, idpOrigin);
  url.search = new URLSearchParams({ client_id: clientId, origin: win.location.origin, state }).toString();
  const popup = win.open(url.href, 'upshift-dev-idp', 'popup,width=480,height=640');

  let cleanup = (): void => {};
  const credential = new Promise<string>((resolve, reject) => {
    if (!popup) {
      reject(new PopupBlockedError('The sign-in window was blocked'));
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const token = acceptDevIdpMessage(event, { origin: idpOrigin, source: popup, state });
      if (token === null) return;
      cleanup();
      resolve(token);
    };
    let closedSeen = false;
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      // The popup closes itself right after posting: give that message one more tick to arrive.
      if (!closedSeen) {
        closedSeen = true;
        return;
      }
      cleanup();
      reject(new PopupClosedError('The sign-in window was closed'));
    }, pollMs);
    win.addEventListener('message', onMessage);
    cleanup = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
    };
  });
  return {
    credential,
    cancel: () => {
      cleanup();
      if (popup && !popup.closed) popup.close();
    },
  };
}
