/**
 * The sandbox's hosted card field, in the frame on the provider's origin (reservation.ts describes the
 * protocol): it posts `ready`, `resize` and `result` to its parent's origin only, takes `confirm` and `locale`
 * (words itself again) only from its parent window and origin, and sends the card to its own origin, never to the page around it.
 */
import { checkCard, formatExpiry, groupCardNumber, MESSAGES } from './checks.js';
import { COPY } from './copy.js';

const body = document.body;
const parent = body.dataset['parent'] ?? '';
const clientSecret = body.dataset['clientSecret'] ?? '';
/** @type {'en' | 'es'} */
let locale = body.dataset['locale'] === 'es' ? 'es' : 'en';
const paymentId = clientSecret.replace(/_secret_.*$/, '');
let status = body.dataset['status'] ?? 'requires_payment_method';
let busy = false;

const FIELDS = /** @type {const} */ (['number', 'expiry', 'cvc', 'zip']);
/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const form = /** @type {HTMLFormElement} */ (document.getElementById('card-form'));
const formError = /** @type {HTMLElement} */ (document.getElementById('form-error'));
const challenge = /** @type {HTMLElement} */ (document.getElementById('challenge'));

/** @param {string} code */
const words = (code) => MESSAGES[locale][code] ?? MESSAGES[locale]['processing_error'] ?? code;

/** @param {Record<string, unknown>} message */
function post(message) {
  window.parent.postMessage({ upshiftPay: 1, ...message }, parent);
}

/** @param {string} id @param {string | null} code */
function showError(id, code) {
  const field = input(id);
  const error = /** @type {HTMLElement} */ (document.getElementById(`${id}-error`));
  field.setAttribute('aria-invalid', code ? 'true' : 'false');
  // The code stays with the words: a change of language words it again.
  error.dataset['code'] = code ?? '';
  error.textContent = code ? words(code) : '';
  error.hidden = !code;
}

/** @param {string} text @param {string} [code] the words' code, when they are ours */
function showFormError(text, code = '') {
  formError.dataset['code'] = code;
  formError.textContent = text;
  formError.hidden = !text;
}

const entered = () => ({
  number: input('number').value,
  expiry: input('expiry').value,
  cvc: input('cvc').value,
  zip: input('zip').value,
});

const format = {
  number: groupCardNumber,
  expiry: formatExpiry,
  /** @param {string} v */
  cvc: (v) => v.replace(/\D/g, '').slice(0, 4),
  /** @param {string} v */
  zip: (v) => v.replace(/\D/g, '').slice(0, 5),
};

for (const id of FIELDS) {
  const field = input(id);
  field.addEventListener('input', () => {
    // Deleting the space or slash the field added must not add it straight back.
    const deleting = field.value.length < (field.dataset['last'] ?? '').length;
    const formatted = deleting ? field.value.replace(/[^\d /]/g, '') : format[id](field.value);
    field.value = formatted;
    field.dataset['last'] = formatted;
    // An error goes as soon as the value is good; a new one waits for the shopper to leave the field.
    if (field.getAttribute('aria-invalid') === 'true' && checkCard(entered(), new Date())[id] === null)
      showError(id, null);
  });
  field.addEventListener('blur', () => {
    if (field.value !== '') showError(id, checkCard(entered(), new Date())[id]);
  });
}
// The widget's Pay button confirms; Enter in the field does nothing of its own.
form.addEventListener('submit', (event) => event.preventDefault());

/** @param {string} path @param {Record<string, unknown>} payload */
async function call(path, payload) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, ...payload }),
    credentials: 'omit',
  });
  return { ok: res.ok, body: /** @type {any} */ (await res.json()) };
}

/** The provider's answer: an intent, or an error with the intent it left. @param {{ ok: boolean, body: any }} answer */
function settle(answer) {
  const intent = answer.ok ? answer.body : answer.body?.error?.payment_intent;
  if (intent && typeof intent.status === 'string') status = intent.status;
  if (answer.ok && status === 'requires_action') {
    openChallenge();
    return;
  }
  const error = answer.ok ? null : answer.body?.error;
  const code = error
    ? error.decline_code && MESSAGES[locale][error.decline_code]
      ? error.decline_code
      : error.code
    : '';
  const text = error ? words(code) : null;
  if (error?.param && FIELDS.includes(error.param)) showError(error.param, error.code);
  else showFormError(text ?? '', code);
  post({ type: 'result', paymentId, status, error: text });
}

function openChallenge() {
  form.hidden = true;
  challenge.hidden = false;
  /** @type {HTMLElement} */ (document.getElementById('challenge-title')).focus();
}

/** @param {'complete' | 'fail'} outcome */
async function answerChallenge(outcome) {
  if (busy) return;
  busy = true;
  try {
    const answer = await call('/card/challenge', { outcome });
    challenge.hidden = true;
    form.hidden = false;
    settle(answer);
  } catch {
    post({ type: 'result', paymentId, status, error: words('processing_error') });
  } finally {
    busy = false;
  }
}
document.getElementById('challenge-complete')?.addEventListener('click', () => void answerChallenge('complete'));
document.getElementById('challenge-fail')?.addEventListener('click', () => void answerChallenge('fail'));

async function confirm() {
  if (busy) return;
  if (status === 'requires_action') {
    openChallenge();
    return;
  }
  const card = entered();
  const checks = checkCard(card, new Date());
  const first = FIELDS.find((id) => checks[id] !== null);
  showFormError('');
  for (const id of FIELDS) showError(id, checks[id]);
  if (first) {
    input(first).focus();
    post({ type: 'result', paymentId, status, error: words(/** @type {string} */ (checks[first])) });
    return;
  }
  busy = true;
  for (const id of FIELDS) input(id).readOnly = true;
  try {
    settle(await call('/card/confirm', card));
  } catch {
    showFormError(words('processing_error'), 'processing_error');
    post({ type: 'result', paymentId, status, error: words('processing_error') });
  } finally {
    busy = false;
    for (const id of FIELDS) input(id).readOnly = false;
  }
}

/** Words the field in `next` without a reload, so what the shopper typed stays. @param {'en' | 'es'} next */
function wordIn(next) {
  locale = next;
  const copy = COPY[next];
  document.documentElement.lang = next;
  document.title = copy.title;
  form.setAttribute('aria-label', copy.title);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-copy]')))
    el.textContent = copy[/** @type {keyof typeof copy} */ (el.dataset['copy'])] ?? el.textContent;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.error[data-code]')))
    if (el.dataset['code']) el.textContent = words(el.dataset['code']);
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parent) return;
  const data = event.data;
  if (!data || data.upshiftPay !== 1) return;
  if (data.type === 'confirm') void confirm();
  else if (data.type === 'locale' && (data.locale === 'en' || data.locale === 'es')) wordIn(data.locale);
});

let lastHeight = 0;
new window.ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    post({ type: 'resize', height });
  }
}).observe(document.documentElement);
if (status === 'requires_action') openChallenge();
post({ type: 'ready' });
