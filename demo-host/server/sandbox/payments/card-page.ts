/**
 * The hosted card field's page (`GET /card`) and its files: HTML only here; the script and the styles are
 * files of their own, so the page's policy allows no inline script or style at all. Stripe's Payment
 * Element may be framed by any site (its frame-ancestors is *), and so may this field.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../domain/page-escapes.ts';
import { COPY } from './card-copy.js';

const here = dirname(fileURLToPath(import.meta.url));

export const CARD_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

type Locale = 'en' | 'es';

const head = (locale: Locale, title: string) => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/card/field.css">
</head>`;

function field(id: 'number' | 'expiry' | 'cvc' | 'zip', label: string, attrs: string): string {
  return `<div class="field field-${id}">
  <label for="${id}" data-copy="${id}">${escapeHtml(label)}</label>
  <input id="${id}" name="${id}" aria-describedby="${id}-error" aria-invalid="false" ${attrs}>
  <p class="error" id="${id}-error" hidden></p>
</div>`;
}

export function cardFieldPage(p: { clientSecret: string; parent: string; locale: Locale; status: string }): string {
  const t = COPY[p.locale];
  return `${head(p.locale, t.title)}
<body data-client-secret="${escapeHtml(p.clientSecret)}" data-parent="${escapeHtml(p.parent)}" data-locale="${p.locale}" data-status="${escapeHtml(p.status)}">
<main>
<form id="card-form" novalidate aria-label="${escapeHtml(t.title)}">
${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="19" spellcheck="false"')}
<div class="row">
${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"')}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"')}
${field('zip', t.zip, 'inputmode="numeric" autocomplete="postal-code" placeholder="12345" maxlength="5"')}
</div>
<p class="error" id="form-error" role="alert" hidden></p>
<p class="note" data-copy="sandbox">${escapeHtml(t.sandbox)}</p>
</form>
<section id="challenge" aria-labelledby="challenge-title" hidden>
<h2 id="challenge-title" tabindex="-1" data-copy="challengeTitle">${escapeHtml(t.challengeTitle)}</h2>
<p data-copy="challengeText">${escapeHtml(t.challengeText)}</p>
<div class="buttons">
<button type="button" id="challenge-complete" data-copy="complete">${escapeHtml(t.complete)}</button>
<button type="button" id="challenge-fail" data-copy="fail">${escapeHtml(t.fail)}</button>
</div>
</section>
</main>
<script type="module" src="/card/field.js"></script>
</body>
</html>`;
}

export function cardErrorPage(locale: Locale): string {
  const t = COPY[locale];
  return `${head(locale, t.title)}
<body><main><p class="error">${escapeHtml(t.invalid)}</p></main></body>
</html>`;
}

type Asset = { type: string; body: string };

/** The field's files, read once: its script, the checks it shares with the provider, its styles. */
export function cardFieldAssets(): Record<string, Asset> {
  const read = (name: string) => readFileSync(join(here, name), 'utf8');
  return {
    '/card/field.js': { type: 'text/javascript; charset=utf-8', body: read('card-field.js') },
    '/card/checks.js': { type: 'text/javascript; charset=utf-8', body: read('card-checks.js') },
    '/card/copy.js': { type: 'text/javascript; charset=utf-8', body: read('card-copy.js') },
    '/card/field.css': { type: 'text/css; charset=utf-8', body: read('card-field.css') },
  };
}
