/**
 * The sandbox identity provider's two small pages, shown in the popup the app opens: the account
 * chooser, and the hand-back page that posts the minted ID token to the opener at the exact origin
 * that asked (never '*') and closes. Every value is escaped; the only scripts are two static
 * inline ones under this response's CSP nonce, reading their data from a JSON script element.
 */
import { escapeHtml, jsonForScript } from '../../domain/page-escapes.ts';
import type { DevIdpMessage } from '../../../../src/contract/one-tap.ts';
import type { DevIdentity } from './dev-idp.ts';

/** The pages' own policy: nothing but this nonce's inline script and style, posting only to us. */
export function devIdpCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f1f1f;background:#fff}
main{max-width:28rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
ul{list-style:none;padding:0;margin:1rem 0}
li{border-top:1px solid #ddd;padding:.75rem 0}
button{font:inherit;cursor:pointer}
.account{display:block;width:100%;text-align:left;background:#fff;border:1px solid #747775;border-radius:.5rem;padding:.5rem .75rem}
.account:focus-visible,.cancel:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.name{display:block;font-weight:600}
.email,.note{display:block;color:#444;font-size:.875rem}
.cancel{background:none;border:0;color:#0b57d0;text-decoration:underline;padding:0}
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export type ChooserRequest = { clientId: string; origin: string; state: string };

export function renderChooser(o: ChooserRequest & { identities: readonly DevIdentity[]; nonce: string }): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const items = o.identities
    .map(
      (i) => `<li>
<button type="submit" class="account" name="identity" value="${escapeHtml(i.id)}" aria-describedby="note-${escapeHtml(i.id)}">
<span class="name">${escapeHtml(`${i.givenName} ${i.familyName}`)}</span>
<span class="email">${escapeHtml(i.email)}${i.emailVerified ? '' : ' (unverified)'}</span>
</button>
<span class="note" id="note-${escapeHtml(i.id)}">${escapeHtml(i.note)}</span>
</li>`,
    )
    .join('\n');
  return page(
    'Choose an account - Sandbox sign-in',
    o.nonce,
    `<h1>Choose an account</h1>
<p>to continue to Upshift. This is the sandbox's development identity provider: it stands in for Google, which this demo cannot reach.</p>
<form method="post" action="/dev-idp/select">
${hidden('client_id', o.clientId)}
${hidden('origin', o.origin)}
${hidden('state', o.state)}
<ul aria-label="Test accounts">
${items}
</ul>
</form>
<p><button type="button" class="cancel" id="cancel">Cancel</button></p>
<script nonce="${escapeHtml(o.nonce)}">document.getElementById('cancel').addEventListener('click', function () { window.close(); });</script>`,
  );
}

export function renderHandBack(o: { origin: string; message: DevIdpMessage; nonce: string }): string {
  return page(
    'Signing you in - Sandbox sign-in',
    o.nonce,
    `<h1>Signing you in</h1>
<p id="status" role="status">Returning to Upshift…</p>
<script type="application/json" id="dev-idp-result">${jsonForScript({ origin: o.origin, message: o.message })}</script>
<script nonce="${escapeHtml(o.nonce)}">
(function () {
  var data = JSON.parse(document.getElementById('dev-idp-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(data.message, data.origin);
    window.close();
  } else {
    document.getElementById('status').textContent =
      'The window that asked to sign in is gone. Close this window and try again.';
  }
})();
</script>`,
  );
}

export function renderDevIdpError(o: { message: string; nonce: string }): string {
  return page('Sign-in error - Sandbox sign-in', o.nonce, `<h1>Sign-in error</h1>\n<p>${escapeHtml(o.message)}</p>`);
}
