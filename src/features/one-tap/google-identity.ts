/**
 * Google Identity Services (https://accounts.google.com/gsi/client), loaded on demand only where
 * real Google one-tap is configured; the server's CSP allows that script, its frames and styles
 * only then (demo-host/server/http/security.ts GOOGLE_GSI). A script that fails to load is reported
 * (lib/http.ts `report`, the log endpoint) and the caller hides its button; nothing else breaks.
 */

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` this app uses. */
export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      locale?: string;
      width?: number;
    },
  ): void;
  prompt(): void;
  cancel(): void;
};

type GsiWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the script once per document; a failed load may be tried again later. */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  const win = doc.defaultView as GsiWindow | null;
  const ready = win?.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.dataset['upshiftGsi'] = '';
    script.addEventListener('load', () => {
      const id = (doc.defaultView as GsiWindow | null)?.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    });
    script.addEventListener('error', () =>
      reject(new Error(`Google Identity Services failed to load: ${GSI_SCRIPT_URL}`)),
    );
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    doc.querySelector('script[data-upshift-gsi]')?.remove();
    throw error;
  });
  return loading;
}
