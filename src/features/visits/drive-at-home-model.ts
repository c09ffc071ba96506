/**
 * The drive-at-home booking's model, apart from model.ts so the address checks it
 * needs come with the drive-at-home page's chunk, not with every visit page.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/visits.ts';
import '../../lib/i18n/parts/address.ts';
import { batch, computed, signal } from '@preact/signals';
import { createForm, phone, required, type Rule } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { createRemote, isAbortError, type RemoteData } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createToastModel } from '../../lib/ui/toast.tsx';
import { createAddressVerification, ADDRESS_FORM_RULES } from '../address/index.ts';
import { NO_KNOWN_DETAILS } from '../known-details/index.ts';
import type { Appointment, DriveAtHomeProgram, VisitOptions, VisitSlots } from '../../contract/visits.ts';
import {
  createSlotChoice,
  failureMessages,
  isSlotTaken,
  label,
  NAME_RULES,
  prefill,
  remember,
  retake,
  slotFields,
  type SendOutcome,
  type VisitModelOptions,
} from './model.ts';
import { bookDriveAtHome, getDriveAtHomeProgram, getVisitOptions, getVisitSlots } from './api.ts';
import { driveAtHomeState, splitDriveAtHomeErrors } from './rules.ts';

/** What the drive-at-home page shows once loaded: the form with its slots, or 'not offered'. */
export type DriveAtHomeView =
  { offered: true; options: VisitOptions; slots: VisitSlots } | { offered: false; options: VisitOptions };

export type DriveAtHomeModel = ReturnType<typeof createDriveAtHomeModel>;

export function createDriveAtHomeModel(o: VisitModelOptions & { dealId: string }) {
  const options = createRemote<VisitOptions>();
  const program = createRemote<DriveAtHomeProgram>();
  const slots = createRemote<VisitSlots>();
  const details = createForm({
    firstName: { label: label('forms.label.firstName'), initial: '', rules: NAME_RULES },
    lastName: { label: label('forms.label.lastName'), initial: '', rules: NAME_RULES },
    phoneNumber: { label: label('visits.field.phone'), initial: '', rules: [required, phone] as Rule[] },
    ...slotFields,
  });
  const address = createForm({ ...ADDRESS_FORM_RULES });
  const toast = createToastModel();
  const verification = createAddressVerification({
    form: address,
    onInvalid: () =>
      toast.show({ title: t('forms.requiredFieldsTitle'), message: t('forms.requiredFields'), variant: 'danger' }),
  });
  const choice = createSlotChoice(details, slots);
  const verifying = signal(false);
  const sending = signal(false);
  const busy = computed(() => verifying.value || sending.value);

  const view = computed<RemoteData<DriveAtHomeView>>(() => {
    const opts = options.state.value;
    if (opts.status === 'error') return opts;
    if (opts.status !== 'complete') return { status: 'loading' };
    const offer = driveAtHomeState(program.state.value);
    if (offer === 'notOffered') return { status: 'complete', data: { offered: false, options: opts.data } };
    if (offer === 'checking') return { status: 'loading' };
    const free = slots.state.value;
    if (free.status === 'error') return free;
    // While the free times reload after a 409 the form stays on screen with the previous ones.
    const data = free.status === 'complete' ? free.data : slots.data.value;
    return data
      ? { status: 'complete', data: { offered: true, options: opts.data, slots: data } }
      : { status: 'loading' };
  });

  const loadSlots = (vehicleId: string) => slots.run((signal) => getVisitSlots('DRIVE_AT_HOME', vehicleId, signal));

  /** The deal's vehicle and dealer, then the program lookup (seed 000 §7), then the free slots. */
  async function load(): Promise<void> {
    // The name, phone and address given before, while the deal's vehicle and dealer load.
    void prefill(o, details);
    void (o.known ?? NO_KNOWN_DETAILS).prefill(address, [], true);
    const opts = await options.run((signal) => getVisitOptions(o.scope, { dealId: o.dealId }, signal));
    if (!opts) return;
    const lookup = await program.run((signal) => getDriveAtHomeProgram(opts.dealer.id, signal));
    if (lookup?.inProgram && opts.vehicle) await loadSlots(opts.vehicle.id);
  }

  /** Every field checked and the address verified, then the booking; the page goes on with 'done'. */
  async function submit(): Promise<SendOutcome<Appointment>> {
    if (busy.value) return { status: 'error' };
    toast.dismiss();
    const checked = await details.submit(() => Promise.resolve(null));
    verifying.value = true;
    let outcome;
    try {
      // Verified even when a detail is wrong, so every message shows at once.
      outcome = await verification.verify();
    } finally {
      verifying.value = false;
    }
    if (outcome === 'cancel') return { status: 'cancel' };
    const opts = options.data.value;
    if (checked.status !== 'success' || outcome !== 'success' || !opts?.vehicle) return { status: 'invalid' };
    const d = details.values.value;
    const a = address.values.value;
    sending.value = true;
    try {
      const body = {
        firstName: d.firstName,
        lastName: d.lastName,
        phoneNumber: d.phoneNumber,
        address: { street1: a.address, street2: a.address2, city: a.city, state: a.stateCode, zipCode: a.zipCode },
        date: d.date,
        time: d.time,
        locale: o.locale(),
      };
      const appointment = await bookDriveAtHome(o.dealId, body, o.scope);
      remember(o, d, a);
      trackLead('drive-at-home');
      return { status: 'done', result: appointment };
    } catch (error) {
      if (isAbortError(error)) return { status: 'error' };
      if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0) {
        const split = splitDriveAtHomeErrors(error.fieldErrors);
        batch(() => {
          address.setServerErrors(split.address);
          details.setServerErrors(split.details);
        });
        return { status: 'invalid' };
      }
      if (isSlotTaken(error)) {
        const vehicleId = opts.vehicle.id;
        await retake(details, () => loadSlots(vehicleId));
        return { status: 'invalid' };
      }
      details.setFormError(failureMessages(error));
      return { status: 'error' };
    } finally {
      sending.value = false;
    }
  }

  /** The page is leaving: a running verification ends as 'cancel'. */
  function dispose(): void {
    verification.dispose();
    toast.dispose();
    options.reset();
    program.reset();
    slots.reset();
  }

  return { options, program, slots, details, address, verification, toast, choice, view, busy, load, submit, dispose };
}
