/**
 * The one source of known details (rules.ts) every form fills itself from: the account's, read once
 * per signed-in shopper (`GET /profile/details`), and what the shopper typed earlier in this visit.
 * In memory only: none of it goes to browser storage, and it is forgotten when the shopper signs out
 * or someone else signs in.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Visitor } from '../../contract/page-context.ts';
import { getProfileDetails } from './api.ts';
import { type ProfileDetails } from '../../contract/known-details.ts';
import {
  addressToPrefill,
  keepsTypedDetails,
  knownDetails,
  needsAccountRead,
  prefillBlanks,
  rememberedDetails,
  type ContactField,
  type KnownDetails,
  type TypedDetails,
} from './rules.ts';

export type { ContactField, KnownAddress, KnownDetails, TypedDetails } from './rules.ts';

/** What prefilling uses of a form (lib/forms `Form`). */
export type Fillable = {
  values: ReadonlySignal<object>;
  touched: ReadonlySignal<object>;
  setValues(values: Record<string, string>): void;
};

export type KnownDetailsModel = ReturnType<typeof createKnownDetails>;

export function createKnownDetails(o: { visitor: ReadonlySignal<Visitor> }) {
  const account = signal<ProfileDetails | null>(null);
  const typed = signal<TypedDetails>({});
  let owner = o.visitor.peek().userId;
  let reading: Promise<void> | null = null;

  // Another shopper now (rules.ts keepsTypedDetails): their account is read afresh, and a sign-out forgets.
  const stop = effect(() => {
    const userId = o.visitor.value.userId;
    if (userId === owner) return;
    if (!keepsTypedDetails(owner, userId)) typed.value = {};
    account.value = null;
    reading = null;
    owner = userId;
  });

  const details = computed(() =>
    knownDetails({ visitor: o.visitor.value, account: account.value, typed: typed.value }),
  );

  /** The known details, the signed-in shopper's account read first (once; a failed read leaves the rest). */
  async function load(): Promise<KnownDetails> {
    const userId = owner;
    if (userId && !reading) {
      reading = getProfileDetails().then(
        (found) => {
          if (owner === userId) account.value = found;
        },
        // Filling in is a convenience: a failed read (reported by the HTTP client) means typing, not an error.
        () => undefined,
      );
    }
    await reading;
    return details.value;
  }

  /** The shopper gave these details (a form continued from, a booking made): later forms take them. */
  function remember(given: TypedDetails): void {
    typed.value = rememberedDetails(typed.value, given);
  }

  /** Fills the form's blank `fields` (and, with `address`, its address fields) from what is known. */
  async function prefill(form: Fillable, fields: readonly ContactField[], address = false): Promise<void> {
    const known = needsAccountRead(details.value, fields, address) ? await load() : details.value;
    const state = {
      values: form.values.peek() as Record<string, unknown>,
      touched: form.touched.peek() as Record<string, boolean>,
    };
    const values = {
      ...prefillBlanks(state, known, fields),
      ...(address ? addressToPrefill(state, known.address) : {}),
    };
    if (Object.keys(values).length > 0) form.setValues(values);
  }

  return { details, load, remember, prefill, dispose: stop };
}

const models = new WeakMap<object, KnownDetailsModel>();

/** The known details of the app's session (its visitor): one model for every form of the visit. */
export function knownDetailsOf(visitor: ReadonlySignal<Visitor>): KnownDetailsModel {
  let model = models.get(visitor);
  if (!model) {
    model = createKnownDetails({ visitor });
    models.set(visitor, model);
  }
  return model;
}
