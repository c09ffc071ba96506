/**
 * The address verification of seed 001 §4, on an address form (any form with the address fields):
 * 1. validate the typed fields: invalid → `onInvalid` (the 'Required Fields' toast: 'Please fill
 *    all the required fields properly.') and the outcome 'failure';
 * 2. geocode: exactly one result matching the entered city, state and zip (case-insensitive) and
 *    not a business address is adopted (street, city, state, zip, county, lat, lng) → 'success';
 * 3. anything else, or a geocode error (seed 001 §8: treated as no matches), opens the selection
 *    modal (`selection` is set) and `verify()` waits for the shopper;
 * 4. `choose(match)` fills the form and re-verifies without geocoding (step 1 again);
 *    `useAsEntered()` → 'success' without geocoding; `cancel()` ('Edit Address', close, Esc,
 *    backdrop) → 'cancel';
 * 5. autocomplete selections are merged by `applyAutocomplete` (rules.ts `mergeAutocompleteSelection`).
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { geocode } from './api.ts';
import { type GeocodeMatch, type PlaceResult } from '../../contract/address.ts';
import {
  ADDRESS_INPUT_FIELDS,
  adoptedAddress,
  autoAdoptedMatch,
  chosenAddress,
  geocodeRequestOf,
  mergeAutocompleteSelection,
  type AddressForm,
  type AddressValues,
} from './rules.ts';

export type AddressOutcome = 'success' | 'failure' | 'cancel';

/** What the selection modal shows: the address as entered and the geocoder's suggestions. */
export type AddressSelection = { entered: AddressValues; suggestions: readonly GeocodeMatch[] };

export type AddressVerificationOptions = {
  form: AddressForm;
  /** Step 1 failed: show the 'Required Fields' toast (danger, 3 s). */
  onInvalid?: () => void;
};

export type AddressVerification = {
  /** Runs the five steps; resolves when the flow ends (after the modal, if it opened). */
  verify(): Promise<AddressOutcome>;
  /** Set while the selection modal is open. */
  selection: ReadonlySignal<AddressSelection | null>;
  /** True while the geocode call runs. */
  geocoding: ReadonlySignal<boolean>;
  choose(match: GeocodeMatch): void;
  useAsEntered(): void;
  cancel(): void;
  /** Step 5: merge an autocomplete selection into the form. */
  applyAutocomplete(place: PlaceResult): void;
  /** Aborts a running geocode and ends a waiting verification as 'cancel' (the page is leaving). */
  dispose(): void;
};

const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

export function createAddressVerification({ form, onInvalid }: AddressVerificationOptions): AddressVerification {
  const selection = signal<AddressSelection | null>(null);
  const geocoding = signal(false);
  let running: Promise<AddressOutcome> | null = null;
  let waiting: ((outcome: AddressOutcome) => void) | null = null;
  let controller: AbortController | null = null;

  const values = (): AddressValues => {
    const all = form.values.value;
    return {
      address: all.address,
      address2: all.address2,
      city: all.city,
      stateCode: all.stateCode,
      zipCode: all.zipCode,
      county: all.county,
      lat: all.lat,
      lng: all.lng,
    };
  };

  /** Step 1: every typed field shows its error from now on. */
  function validate(): boolean {
    for (const name of ADDRESS_INPUT_FIELDS) form.touch(name);
    const ok = ADDRESS_INPUT_FIELDS.every((name) => form.errors.value[name] === null);
    if (!ok) onInvalid?.();
    return ok;
  }

  function settle(outcome: AddressOutcome): void {
    const resolve = waiting;
    waiting = null;
    selection.value = null;
    resolve?.(outcome);
  }

  async function run(): Promise<AddressOutcome> {
    if (!validate()) return 'failure';
    const entered = values();
    controller = new AbortController();
    geocoding.value = true;
    let matches: GeocodeMatch[];
    try {
      matches = await geocode(geocodeRequestOf(entered), controller.signal);
    } catch (error) {
      if (isAbort(error)) return 'cancel';
      // Seed 001 §8: a failed geocode is no match; the HTTP client has reported it.
      matches = [];
    } finally {
      geocoding.value = false;
      controller = null;
    }
    const adopted = autoAdoptedMatch(entered, matches);
    if (adopted) {
      form.setValues(adoptedAddress(adopted));
      return 'success';
    }
    return new Promise<AddressOutcome>((resolve) => {
      waiting = resolve;
      selection.value = { entered, suggestions: matches };
    });
  }

  return {
    verify() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    selection,
    geocoding,
    choose(match) {
      if (!waiting) return;
      batch(() => {
        form.setValues(chosenAddress(match));
        settle(validate() ? 'success' : 'failure');
      });
    },
    useAsEntered() {
      if (waiting) settle('success');
    },
    cancel() {
      if (waiting) settle('cancel');
    },
    applyAutocomplete(place) {
      form.setValues(mergeAutocompleteSelection(values(), place));
    },
    dispose() {
      controller?.abort();
      settle('cancel');
    },
  };
}
