/**
 * The visit pages' state, one signals model per page: drive at home (the deal's
 * vehicle, the program lookup of seed 000 §8, the delivery address through the address verification
 * of seed 001 §4, a day and a time), a test drive (a day and a time, the shopper's details), and a
 * message to the dealer. Each keeps every value typed through any error: a 400 puts the server's
 * messages on their fields, a 409 for a slot just taken reloads the free times and asks for another.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/visits.ts';
import { batch, computed, type ReadonlySignal } from '@preact/signals';
import { createForm, email, maxChar, phone, required, type Rule } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type Locale, type MessageKey } from '../../lib/i18n/index.ts';
import { createRemote, errorMessages, type Remote, type RemoteData } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { retryWait } from '../auth/index.ts';
import { bookTestDrive, contactDealer, getVisitOptions, getVisitSlots } from './api.ts';
import {
  MESSAGE_MAX,
  NAME_MAX,
  SLOT_TAKEN,
  type Appointment,
  type ContactDealerReceipt,
  type LeadScope,
  type PreferredContact,
  type VisitOptions,
  type VisitSlots,
} from '../../contract/visits.ts';
import {
  NO_KNOWN_DETAILS,
  type ContactField,
  type Fillable,
  type KnownAddress,
  type KnownDetailsSource,
} from '../known-details/index.ts';
import { localizeFieldErrors, phoneRequired, timeForDay, timesOn } from './rules.ts';

export type VisitModelOptions = {
  scope: LeadScope;
  /** The shopper's language now: confirmations are written in it. */
  locale: () => Locale;
  /** The shopper's details given before: filled in where blank, and remembered from a booking. */
  known?: KnownDetailsSource;
};

/** How a send ended: booked (go to the thank-you page), or stay with the fields at fault shown. */
export type SendOutcome<T> =
  { status: 'done'; result: T } | { status: 'invalid' } | { status: 'cancel' } | { status: 'error' };

export const NAME_RULES: readonly Rule[] = [required, maxChar(NAME_MAX)];
export const label = (key: MessageKey) => key;

export const slotFields = {
  date: { label: label('visits.field.date'), initial: '', rules: [required] as Rule[] },
  time: { label: label('visits.field.time'), initial: '', rules: [required] as Rule[] },
};

/** What the slot helpers use of a form that has the day and time fields. */
type SlotForm = {
  values: ReadonlySignal<{ date: string; time: string }>;
  setValues(values: { date?: string; time?: string }): void;
  setFieldError(name: 'time', message: string): void;
  setFormError(messages: readonly string[]): void;
  touch(name: 'date'): void;
};

/** The day select and the time radios on the free slots (api.ts): a new day keeps an offered time. */
export type SlotChoice = {
  days: ReadonlySignal<VisitSlots['days']>;
  times: ReadonlySignal<string[]>;
  setDay(date: string): void;
};

export function createSlotChoice(form: SlotForm, slots: Remote<VisitSlots>): SlotChoice {
  const days = computed(() => slots.data.value?.days ?? []);
  const times = computed(() => timesOn(days.value, form.values.value.date));
  return {
    days,
    times,
    setDay(date) {
      form.setValues({ date, time: timeForDay(days.value, date, form.values.value.time) });
      form.touch('date');
    },
  };
}

/** A 409 for a slot taken meanwhile: the free times again, the day kept while it still has some. */
export async function retake(form: SlotForm, reload: () => Promise<VisitSlots | undefined>): Promise<void> {
  const fresh = await reload();
  const { date } = form.values.value;
  const keepDay = fresh ? timesOn(fresh.days, date).length > 0 : true;
  batch(() => {
    form.setValues({ date: keepDay ? date : '', time: '' });
    form.setFieldError('time', t('visits.error.slotTaken'));
    form.setFormError([]);
  });
}

/** What a failure other than a field error says: a 429's wait, else the message for people. */
export function failureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.isTooManyRequests)
    return [t('visits.tooMany', { wait: retryWait(error.retryWaitSeconds) })];
  return errorMessages(error);
}

export const isSlotTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === SLOT_TAKEN;

const CONTACT: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

/** Fills the name, email and phone fields the shopper has not typed yet from what they gave before. */
export function prefill(o: VisitModelOptions, form: Fillable): Promise<void> {
  return (o.known ?? NO_KNOWN_DETAILS).prefill(form, CONTACT);
}

/** A booking was made with these details: later forms take them. */
export function remember(o: VisitModelOptions, values: Record<string, string>, address?: KnownAddress): void {
  const { firstName, lastName, email, phoneNumber } = values;
  (o.known ?? NO_KNOWN_DETAILS).remember({ firstName, lastName, email, phoneNumber, ...(address ? { address } : {}) });
}

// ─── Test drive ─────────────────────────────────────────────────────────────────────────────

export type TestDriveView = { options: VisitOptions; slots: VisitSlots };
export type TestDriveModel = ReturnType<typeof createTestDriveModel>;

/** A 400's server messages in the shopper's language, for `form.submit` to put on the fields. */
function localized(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.isBadRequest) return error;
  return new ApiError(
    error.message,
    error.kind,
    error.status,
    localizeFieldErrors(error.fieldErrors),
    error.retryAfterSeconds,
  );
}

export function createTestDriveModel(o: VisitModelOptions & { vehicleId: string }) {
  const options = createRemote<VisitOptions>();
  const slots = createRemote<VisitSlots>();
  const form = createForm({
    firstName: { label: label('forms.label.firstName'), initial: '', rules: NAME_RULES },
    lastName: { label: label('forms.label.lastName'), initial: '', rules: NAME_RULES },
    email: { label: label('forms.label.email'), initial: '', rules: [required, email] as Rule[] },
    phoneNumber: { label: label('forms.label.phoneNumber'), initial: '', rules: [required, phone] as Rule[] },
    ...slotFields,
  });
  const choice = createSlotChoice(form, slots);

  const view = computed<RemoteData<TestDriveView>>(() => {
    const opts = options.state.value;
    const free = slots.state.value;
    if (opts.status === 'error') return opts;
    if (free.status === 'error') return free;
    const data = free.status === 'complete' ? free.data : slots.data.value;
    return opts.status === 'complete' && data
      ? { status: 'complete', data: { options: opts.data, slots: data } }
      : { status: 'loading' };
  });

  const loadSlots = () => slots.run((signal) => getVisitSlots('TEST_DRIVE', o.vehicleId, signal));

  async function load(): Promise<void> {
    await Promise.all([
      options.run((signal) => getVisitOptions(o.scope, { vehicleId: o.vehicleId }, signal)),
      loadSlots(),
      prefill(o, form),
    ]);
  }

  async function submit(): Promise<SendOutcome<Appointment>> {
    const result = await form.submit(async (values) => {
      try {
        return await bookTestDrive(o.vehicleId, { ...values, locale: o.locale() }, o.scope);
      } catch (error) {
        throw localized(error);
      }
    });
    if (result.status === 'success') {
      remember(o, form.values.value);
      trackLead('test-drive');
      return { status: 'done', result: result.result };
    }
    if (result.status === 'invalid') return { status: 'invalid' };
    if (result.status === 'busy') return { status: 'error' };
    if (isSlotTaken(result.error)) {
      await retake(form, loadSlots);
      return { status: 'invalid' };
    }
    if (result.error instanceof ApiError && result.error.isBadRequest) return { status: 'invalid' };
    form.setFormError(failureMessages(result.error));
    return { status: 'error' };
  }

  function dispose(): void {
    options.reset();
    slots.reset();
  }

  return { options, slots, form, choice, view, load, submit, dispose };
}

// ─── Contact the dealer ─────────────────────────────────────────────────────────────────────

/** Seed 000 §5's phone, required when the shopper wants a call or a text (the contract's rule). */
const phoneWhenWanted: Rule = (value, values) =>
  phoneRequired(String(values['preferredContact'])) && String(value).trim() === ''
    ? { key: 'visits.error.phoneForCalls', params: {} }
    : null;

export type ContactDealerModel = ReturnType<typeof createContactDealerModel>;

export function createContactDealerModel(o: VisitModelOptions & { vehicleId: string | null }) {
  const options = createRemote<VisitOptions>();
  const form = createForm({
    firstName: { label: label('forms.label.firstName'), initial: '', rules: NAME_RULES },
    lastName: { label: label('forms.label.lastName'), initial: '', rules: NAME_RULES },
    email: { label: label('forms.label.email'), initial: '', rules: [required, email] as Rule[] },
    preferredContact: { label: label('visits.field.preferredContact'), initial: 'EMAIL', rules: [required] as Rule[] },
    phoneNumber: { label: label('forms.label.phoneNumber'), initial: '', rules: [phoneWhenWanted, phone] },
    message: { label: label('visits.field.message'), initial: '', rules: [required, maxChar(MESSAGE_MAX)] as Rule[] },
  });

  async function load(): Promise<void> {
    await Promise.all([
      options.run((signal) => getVisitOptions(o.scope, { vehicleId: o.vehicleId }, signal)),
      prefill(o, form),
    ]);
  }

  async function submit(): Promise<SendOutcome<ContactDealerReceipt>> {
    const result = await form.submit(async (values) => {
      try {
        return await contactDealer(
          {
            ...values,
            vehicleId: o.vehicleId,
            preferredContact: values.preferredContact as PreferredContact,
            locale: o.locale(),
          },
          o.scope,
        );
      } catch (error) {
        throw localized(error);
      }
    });
    if (result.status === 'success') {
      remember(o, form.values.value);
      trackLead('contact-dealer');
      return { status: 'done', result: result.result };
    }
    if (result.status === 'invalid') return { status: 'invalid' };
    if (result.status === 'error' && !(result.error instanceof ApiError && result.error.isBadRequest)) {
      form.setFormError(failureMessages(result.error));
      return { status: 'error' };
    }
    return { status: 'invalid' };
  }

  return { options, form, load, submit, dispose: () => options.reset() };
}
