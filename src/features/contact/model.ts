/**
 * The contact modals' state (seed 001 §2, §4, §5, §8), one small signals model each: the email to
 * a personal shopper, call me now (signed in or not), call me later (new or rescheduled), and the
 * upcoming-call check the chat modal runs before a signed-in call flow. Each modal builds its model
 * when it opens, so every opening starts from a fresh form (seed 001 §4 "Each resets on open").
 */
import '../../lib/i18n/parts/contact.ts';
import { computed, signal } from '@preact/signals';
import { email, maxChar, phone, required, createForm, type Rule, type SubmitResult } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { createRemote } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { isDuplicateEmail, retryWait } from '../auth/index.ts';
import { isEmailNotVerified } from '../profile/index.ts';
import { NO_KNOWN_DETAILS, type KnownDetailsSource } from '../known-details/index.ts';
import {
  callMeNow,
  callMeNowUnauthenticated,
  getCallBack,
  getCallCenter,
  getUpcomingCall,
  scheduleCallBack,
  sendContactEmail,
} from './api.ts';
import {
  QUESTION_MAX,
  type CallBack,
  type CallCenter,
  type LeadScope,
  type UpcomingCall,
} from '../../contract/contact.ts';
import { maskPhone } from '../../contract/format.ts';
import {
  afterUpcomingCheck,
  callBackDays,
  callLaterEnabled,
  contactErrorMessage,
  localNow,
  timeSlots,
  updateProfileEnabled,
  type ContactRequest,
} from './rules.ts';

export type ContactModelOptions = {
  /** Campaign, dealer and the certificate the shopper came from (if any). */
  scope: LeadScope;
  /** The browser's zone, sent as `userTimeZone`. */
  userTimeZone: string;
  /** The phone (and name) the shopper gave before: filled in, and remembered once a call is asked for. */
  known?: KnownDetailsSource;
};

/** A 429 says how long to wait (form.submit has already put any other failure in the modal's words). */
function tooManyRequests(form: { setFormError(messages: readonly string[]): void }, error: unknown): void {
  if (error instanceof ApiError && error.isTooManyRequests)
    form.setFormError([t('contact.error.tooMany', { wait: retryWait(error.retryWaitSeconds) })]);
}

// ─── Email ──────────────────────────────────────────────────────────────────────────────────

const QUESTION_RULES: readonly Rule[] = [maxChar(QUESTION_MAX)];

export function emailFields(initialEmail: string) {
  return {
    question: { label: 'contact.field.question' as MessageKey, initial: '', rules: [required, ...QUESTION_RULES] },
    replyToEmail: { label: 'contact.field.replyTo' as MessageKey, initial: initialEmail, rules: [required, email] },
    updateProfile: { label: 'contact.field.updateProfile' as MessageKey, initial: false, rules: [] as Rule[] },
  };
}

export type EmailModel = ReturnType<typeof createEmailModel>;

export function createEmailModel(
  options: ContactModelOptions & {
    /** The signed-in shopper's email, offered as the reply address; '' for a visitor. */
    initialEmail: string;
    /** The account's email changed (updateProfile was ticked and accepted). */
    onProfileEmail?: (email: string) => void;
  },
) {
  const form = createForm(emailFields(options.initialEmail));
  const sent = signal(false);
  const updateEnabled = computed(() => updateProfileEnabled(form.values.value.replyToEmail));
  /** The new profile address whose code the shopper is asked for before the email goes out; null otherwise. */
  const emailToVerify = signal<string | null>(null);

  async function submit(): Promise<SubmitResult<unknown>> {
    emailToVerify.value = null;
    const result = await form.submit(
      async (values) => {
        const updateProfile = values.updateProfile && updateProfileEnabled(values.replyToEmail);
        const body = { question: values.question, replyToEmail: values.replyToEmail.trim(), updateProfile };
        await sendContactEmail(body, options.scope, options.userTimeZone);
        return body;
      },
      { unexpected: contactErrorMessage('email') },
    );
    if (result.status === 'success') {
      trackLead('email');
      if (result.result.updateProfile) options.onProfileEmail?.(result.result.replyToEmail);
      sent.value = true;
    } else if (result.status === 'error') {
      const error = result.error;
      if (error instanceof ApiError && error.isBadRequest && isDuplicateEmail(error.fieldErrors))
        form.setFieldError('replyToEmail', t('auth.duplicateEmail'));
      // The profile takes only an address proved in this session: the code step, then this again.
      if (error instanceof ApiError && error.isBadRequest && isEmailNotVerified(error.fieldErrors)) {
        form.setServerErrors([]);
        emailToVerify.value = form.values.value.replyToEmail.trim();
      }
      tooManyRequests(form, error);
    }
    return result;
  }

  return { form, sent, updateEnabled, emailToVerify, submit, cancelVerify: () => (emailToVerify.value = null) };
}

// ─── Call me now ────────────────────────────────────────────────────────────────────────────

export function callNowFields(isLoggedIn: boolean) {
  // A signed-in shopper is known: only the logged-out variant asks first and last name (seed 001 §5).
  const name: readonly Rule[] = isLoggedIn ? [] : [required, maxChar(50)];
  return {
    firstName: { label: 'contact.field.firstName' as MessageKey, initial: '', rules: name },
    lastName: { label: 'contact.field.lastName' as MessageKey, initial: '', rules: name },
    phoneNumber: { label: 'contact.field.phone' as MessageKey, initial: '', rules: [required, phone] as Rule[] },
  };
}

export type CallNowModel = ReturnType<typeof createCallNowModel>;

export function createCallNowModel(options: ContactModelOptions & { isLoggedIn: boolean }) {
  const known = options.known ?? NO_KNOWN_DETAILS;
  const form = createForm(callNowFields(options.isLoggedIn));
  const center = createRemote<CallCenter>();
  /** Set when the center closed between loading and asking (the server's 409). */
  const closedSince = signal(false);
  const queued = signal(false);
  /** Seed 001 §4 "loading spinner, then the form or the closed message". */
  const view = computed<'loading' | 'error' | 'form' | 'closed' | 'queued'>(() => {
    if (queued.value) return 'queued';
    if (closedSince.value) return 'closed';
    const state = center.state.value;
    if (state.status === 'complete') return state.data.currentlyOpen ? 'form' : 'closed';
    return state.status === 'error' ? 'error' : 'loading';
  });

  async function load(): Promise<void> {
    // The certificate goes with call-later's hours only (seed 001 §7).
    const scope = { campaign: options.scope.campaign, dealer: options.scope.dealer };
    await Promise.all([
      center.run((signal) => getCallCenter(scope, options.userTimeZone, signal)),
      known.prefill(form, ['firstName', 'lastName', 'phoneNumber']),
    ]);
  }

  async function submit(): Promise<SubmitResult<unknown>> {
    const result = await form.submit(
      (values) =>
        options.isLoggedIn
          ? callMeNow({ phoneNumber: values.phoneNumber, userTimeZone: options.userTimeZone }, options.scope)
          : callMeNowUnauthenticated({ ...values, userTimeZone: options.userTimeZone }, options.scope),
      { unexpected: contactErrorMessage('call') },
    );
    if (result.status === 'success') {
      known.remember(form.values.value);
      trackLead('call-now');
      queued.value = true;
    } else if (result.status === 'error') {
      if (result.error instanceof ApiError && result.error.status === 409) closedSince.value = true;
      else tooManyRequests(form, result.error);
    }
    return result;
  }

  return { form, center, view, load, submit, dispose: () => center.reset() };
}

// ─── Call me later ──────────────────────────────────────────────────────────────────────────

export function callLaterFields() {
  return {
    callBackDate: { label: 'contact.field.day' as MessageKey, initial: '', rules: [required] as Rule[] },
    callBackTime: { label: 'contact.field.time' as MessageKey, initial: '', rules: [required] as Rule[] },
    question: { label: 'contact.field.question' as MessageKey, initial: '', rules: QUESTION_RULES },
    phoneNumber: { label: 'contact.field.phone' as MessageKey, initial: '', rules: [required, phone] as Rule[] },
  };
}

export type CallLaterModel = ReturnType<typeof createCallLaterModel>;

export function createCallLaterModel(
  options: ContactModelOptions & {
    /** The call-back to reschedule (from 'Reschedule'); absent for a new one. */
    reschedule?: UpcomingCall | undefined;
    /** The clock, for tests. */
    now?: () => Date;
  },
) {
  const known = options.known ?? NO_KNOWN_DETAILS;
  const clock = options.now ?? (() => new Date());
  const form = createForm(callLaterFields());
  const center = createRemote<CallCenter>();
  const existing = createRemote<CallBack | null>();
  const now = signal(localNow(clock()));
  const queueId = signal(options.reschedule?.queueId ?? '');
  /** What the server accepted, for 'Thank You' (null while editing). */
  const confirmed = signal<{ callBackDate: string; callBackTime: string } | null>(null);

  const hours = computed(() => center.data.value?.hoursOfOperations ?? []);
  const days = computed(() => callBackDays(hours.value, now.value));
  const slots = computed(() => timeSlots(hours.value, form.values.value.callBackDate, now.value));
  const enabled = computed(() => callLaterEnabled(form.values.value));
  const view = computed<'loading' | 'error' | 'form' | 'done'>(() => {
    if (confirmed.value) return 'done';
    const states = [center.state.value.status, existing.state.value.status];
    if (states.includes('error')) return 'error';
    return states.every((s) => s === 'complete') ? 'form' : 'loading';
  });

  async function load(): Promise<void> {
    now.value = localNow(clock());
    const reschedule = options.reschedule;
    const [, record] = await Promise.all([
      center.run((signal) => getCallCenter(options.scope, options.userTimeZone, signal)),
      reschedule
        ? existing.run((signal) => getCallBack(reschedule.queueId, options.userTimeZone, options.scope, signal))
        : existing.run(() => Promise.resolve(null)),
      // A new call-back starts from the phone the shopper gave before; a rescheduled one from its own.
      reschedule ? null : known.prefill(form, ['phoneNumber']),
    ]);
    if (record) prefill(record);
  }

  /** The call-back being rescheduled, as the form's starting point; a slot no longer offered is left to choose again. */
  function prefill(record: CallBack): void {
    const day = days.value.includes(record.callBackDate) ? record.callBackDate : '';
    const time = day && timeSlots(hours.value, day, now.value).includes(record.callBackTime) ? record.callBackTime : '';
    form.reset({
      callBackDate: day,
      callBackTime: time,
      question: record.question,
      phoneNumber: maskPhone(record.phoneNumber),
    });
  }

  /** A new day keeps the chosen time only if that day offers it too. */
  function setDay(day: string): void {
    const keep = timeSlots(hours.value, day, now.value).includes(form.values.value.callBackTime);
    form.setValues({ callBackDate: day, ...(keep ? {} : { callBackTime: '' }) });
    form.touch('callBackDate');
  }

  async function submit(): Promise<SubmitResult<unknown>> {
    // A reschedule (from 'Reschedule', or sent again after the edit icon) moves the same call-back: no new lead.
    const isNew = queueId.value === '';
    const result = await form.submit(
      (values) =>
        scheduleCallBack(
          {
            callBackDate: values.callBackDate,
            callBackTime: values.callBackTime,
            userTimeZone: options.userTimeZone,
            queueId: queueId.value,
            phoneNumber: values.phoneNumber,
            question: values.question,
          },
          options.scope,
        ),
      { unexpected: contactErrorMessage('call') },
    );
    if (result.status === 'success') {
      known.remember({ phoneNumber: form.values.value.phoneNumber });
      if (isNew) trackLead('call-later');
      queueId.value = result.result.queueId;
      const { callBackDate, callBackTime } = form.values.value;
      confirmed.value = { callBackDate, callBackTime };
    } else if (result.status === 'error') {
      tooManyRequests(form, result.error);
    }
    return result;
  }

  /** The edit icon: back to the form, every value kept; sending again reschedules the same call-back. */
  function edit(): void {
    now.value = localNow(clock());
    confirmed.value = null;
  }

  function dispose(): void {
    center.reset();
    existing.reset();
  }

  return {
    form,
    center,
    existing,
    view,
    days,
    slots,
    enabled,
    confirmed,
    queueId,
    load,
    setDay,
    submit,
    edit,
    dispose,
  };
}

/** Seed 001 §5: the slots as the select shows them ('01:30 PM' is its own label). */
export const slotOptions = (slots: readonly string[]) => slots.map((slot) => ({ value: slot, label: slot }));

// ─── The upcoming-call check ────────────────────────────────────────────────────────────────

export type UpcomingCheck = ReturnType<typeof createUpcomingCheck>;

/** Seed 001 §4: before a signed-in call flow, the upcoming call-back decides which modal opens. */
export function createUpcomingCheck(options: ContactModelOptions & { onDecided: (next: ContactRequest) => void }) {
  const upcoming = createRemote<UpcomingCall | null>();
  const pending = signal<'callNow' | 'callLater' | null>(null);

  async function start(target: 'callNow' | 'callLater'): Promise<void> {
    pending.value = target;
    const result = await upcoming.run((signal) => getUpcomingCall(options.scope, options.userTimeZone, signal));
    if (upcoming.state.value.status === 'complete') options.onDecided(afterUpcomingCheck(target, result ?? null));
  }

  /** Seed 001 §8 "Upcoming-call load failure: the generic error". */
  const error = computed(() => (upcoming.state.value.status === 'error' ? t(contactErrorMessage('call')) : null));
  const busy = computed(() => upcoming.state.value.status === 'loading');

  return { start, pending, busy, error, dispose: () => upcoming.reset() };
}
