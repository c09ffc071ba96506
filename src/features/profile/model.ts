/**
 * One multi-factor verification (seed 000 §7 calls, §4 "MFA is verified once the server accepts
 * the code"): contact info → choose SMS or EMAIL → send → enter the code → verify, with resend
 * after the cool-down and the waits of a 429 shown as they count down. The typed code is kept in
 * storage under `mfaCode` (seed 001 §3), so a reload in the middle keeps it; it is cleared once
 * verified and when a new code replaces the old one. Signals only, no JSX.
 */
import '../../lib/i18n/parts/profile.ts';
import { batch, computed, signal } from '@preact/signals';
import { ApiError, setCsrfToken } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { safeLocal, STORAGE_KEYS, type SafeStorage, type LocalKey } from '../../lib/storage.ts';
import {
  getMember,
  getMemberContactInfo,
  getProspectContactInfo,
  getUserProspect,
  sendMemberCode,
  sendProspectCode,
  verifyMemberCode,
  verifyProspectCode,
} from './api.ts';
import {
  type ContactInfo,
  type ContactMethod,
  type MfaCodeState,
  type VerifyResponse,
} from '../../contract/profile.ts';
import {
  autoSendMethod,
  isCompleteMfaCode,
  isMfaVerified,
  normalizeMfaCode,
  shouldAutoSend,
  verifyFailureMessage,
  waitMessage,
} from './rules.ts';

export type MfaSubject = { kind: 'prospect'; prospectId: string } | { kind: 'member'; email: string };

/** The calls of one subject: a prospect or a member here, an address being proved or a deal being signed elsewhere. */
export type MfaApi = {
  contactInfo(signal?: AbortSignal): Promise<ContactInfo>;
  /** The current code's state, if the server knows one. */
  codeState(signal?: AbortSignal): Promise<MfaCodeState | null>;
  send(method: ContactMethod): Promise<MfaCodeState>;
  verify(code: string): Promise<VerifyResponse>;
};

export function mfaApiFor(subject: MfaSubject): MfaApi {
  if (subject.kind === 'prospect') {
    const id = subject.prospectId;
    return {
      contactInfo: (signal) => getProspectContactInfo(id, signal),
      codeState: async (signal) => (await getUserProspect(id, signal)).mfa,
      send: (method) => sendProspectCode(id, method),
      verify: (code) => verifyProspectCode(id, code),
    };
  }
  const email = subject.email;
  return {
    contactInfo: (signal) => getMemberContactInfo(email, signal),
    codeState: async (signal) => (await getMember(email, signal)).mfa,
    send: (method) => sendMemberCode(email, method),
    verify: (code) => verifyMemberCode(email, code),
  };
}

export type MfaPhase = 'loading' | 'load-error' | 'choose' | 'enter' | 'verified';

export type MfaModelOptions = {
  api: MfaApi;
  /** Send on arrival (seed 001 §3 autoSendMFA) by the first method the contact info allows. */
  autoSend?: boolean;
  storage?: SafeStorage<LocalKey>;
  now?: () => number;
  /** Called with the server's answer once it accepted the code. */
  onVerified?: (answer: VerifyResponse) => void;
};

export type MfaModel = ReturnType<typeof createMfaModel>;

export function createMfaModel(options: MfaModelOptions) {
  const { api, storage = safeLocal, now = Date.now } = options;

  const contact = signal<ContactInfo | null>(null);
  const loadError = signal<string[] | null>(null);
  const loading = signal(true);
  const method = signal<ContactMethod | null>(null);
  /** The state of the code the shopper is entering; null before one was sent. */
  const current = signal<MfaCodeState | null>(null);
  /** The code as typed, digits only; restored from storage. */
  const code = signal(normalizeMfaCode(storage.get(STORAGE_KEYS.mfaCode) ?? ''));
  const sending = signal(false);
  const verifying = signal(false);
  /** Form-level messages of the last send or verify. */
  const error = signal<string | null>(null);
  const codeError = signal<string | null>(null);
  /** A 'code sent' confirmation for the live region. */
  const notice = signal<string | null>(null);
  const answer = signal<VerifyResponse | null>(null);
  /** Epoch ms: a new code may be asked for from then. */
  const resendAt = signal(0);
  /** Epoch ms: a 429 on verifying lifts then. */
  const lockedUntil = signal(0);
  /** The clock the countdowns read; `tick()` moves it (the component runs a one-second timer). */
  const clock = signal(now());

  const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - clock.value) / 1000));
  const resendInSeconds = computed(() => secondsUntil(resendAt.value));
  const lockedForSeconds = computed(() => secondsUntil(lockedUntil.value));
  const verified = computed(() => isMfaVerified(answer.value));
  const destination = computed(
    () =>
      current.value?.destination ??
      contact.value?.methods.find((m) => m.method === (current.value?.channel ?? method.value))?.destination ??
      null,
  );
  const phase = computed<MfaPhase>(() => {
    if (verified.value) return 'verified';
    if (loading.value) return 'loading';
    if (loadError.value) return 'load-error';
    return current.value ? 'enter' : 'choose';
  });

  function tick(): void {
    clock.value = now();
  }

  function adopt(state: MfaCodeState): void {
    batch(() => {
      current.value = state.active ? state : null;
      if (state.channel) method.value = state.channel;
      resendAt.value = now() + state.resendInSeconds * 1000;
      clock.value = now();
    });
  }

  /** Loads the contact info and any code already waiting; sends on arrival when told to. */
  async function load(signal?: AbortSignal): Promise<void> {
    batch(() => {
      loading.value = true;
      loadError.value = null;
    });
    try {
      const [info, state] = await Promise.all([api.contactInfo(signal), api.codeState(signal)]);
      if (signal?.aborted) return;
      batch(() => {
        contact.value = info;
        method.value ??= info.methods[0]?.method ?? null;
        if (state) adopt(state);
        loading.value = false;
      });
      const first = autoSendMethod(info);
      if (options.autoSend && first && shouldAutoSend(true, state)) await send(first);
    } catch (e) {
      if (signal?.aborted) return;
      batch(() => {
        // A 403: this session no longer holds the prospect's PIN (a new session, another link opened).
        loadError.value = e instanceof ApiError && e.status === 403 ? [t('profile.mfa.forbidden')] : errorMessages(e);
        loading.value = false;
      });
    }
  }

  function choose(next: ContactMethod): void {
    method.value = next;
  }

  function setCode(raw: string): void {
    const clean = normalizeMfaCode(raw);
    batch(() => {
      code.value = clean;
      codeError.value = null;
    });
    if (clean) storage.set(STORAGE_KEYS.mfaCode, clean);
    else storage.remove(STORAGE_KEYS.mfaCode);
  }

  function clearCode(): void {
    code.value = '';
    storage.remove(STORAGE_KEYS.mfaCode);
  }

  /** Asks for a code by `via` (default: the chosen method). */
  async function send(via: ContactMethod | null = method.value): Promise<boolean> {
    if (!via || sending.value) return false;
    batch(() => {
      sending.value = true;
      error.value = null;
      notice.value = null;
      method.value = via;
    });
    try {
      const state = await api.send(via);
      batch(() => {
        adopt(state);
        // A new code makes the one typed for the old code worthless.
        clearCode();
        notice.value = t(via === 'SMS' ? 'profile.mfa.sentSms' : 'profile.mfa.sentEmail', {
          destination: state.destination ?? '',
        });
      });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.isTooManyRequests) {
        const wait = e.retryWaitSeconds;
        batch(() => {
          resendAt.value = now() + wait * 1000;
          clock.value = now();
          const m = waitMessage(wait);
          error.value = `${t('profile.mfa.sendTooSoon')} ${t(m.key, m.params)}`;
        });
      } else {
        error.value = errorMessages(e).join(' ');
      }
      return false;
    } finally {
      sending.value = false;
    }
  }

  /** Back to choosing a method (the code already sent stays valid until a new one is sent). */
  function changeMethod(): void {
    batch(() => {
      current.value = null;
      error.value = null;
      notice.value = null;
    });
  }

  async function verify(): Promise<boolean> {
    if (verifying.value) return false;
    if (!isCompleteMfaCode(code.value)) {
      codeError.value = t('profile.mfa.codeIncomplete');
      return false;
    }
    batch(() => {
      verifying.value = true;
      error.value = null;
      codeError.value = null;
      notice.value = null;
    });
    try {
      const result = await api.verify(code.value);
      // The token is the session's: a new one when the server signed the shopper in.
      setCsrfToken(result.csrfToken);
      if (isMfaVerified(result)) {
        batch(() => {
          clearCode();
          answer.value = result;
        });
        options.onVerified?.(result);
        return true;
      }
      const reason = result.reason ?? 'invalid';
      const m = verifyFailureMessage(reason, result.triesLeft);
      batch(() => {
        if (reason === 'invalid') {
          codeError.value = t(m.key, m.params);
        } else {
          // A dead code cannot come back: back to sending a new one, saying why.
          error.value = t(m.key, m.params);
          current.value = null;
          clearCode();
        }
      });
      return false;
    } catch (e) {
      if (e instanceof ApiError && e.isTooManyRequests) {
        const wait = e.retryWaitSeconds;
        batch(() => {
          lockedUntil.value = now() + wait * 1000;
          clock.value = now();
        });
      } else if (e instanceof ApiError && e.isBadRequest) {
        codeError.value = e.fieldErrors[0]?.message ?? e.message;
      } else {
        error.value = errorMessages(e).join(' ');
      }
      return false;
    } finally {
      verifying.value = false;
    }
  }

  return {
    contact,
    loadError,
    method,
    current,
    code,
    sending,
    verifying,
    error,
    codeError,
    notice,
    answer,
    phase,
    verified,
    destination,
    resendInSeconds,
    lockedForSeconds,
    load,
    tick,
    choose,
    setCode,
    send,
    changeMethod,
    verify,
  };
}
