/**
 * The address form's fields (seed 001 §2 "Address form and selection modal"): Address Line 1*
 * with autocomplete, Address Line 2, City*, State* (a dropdown of the state abbreviations of
 * GET /states) and Zip Code*, bound to any form that has the address fields (rules.ts
 * `ADDRESS_FORM_RULES`). With a verification (model.ts) it also shows its progress and hosts the
 * selection modal, which is its own chunk, loaded when it first opens. The 'Required Fields' toast
 * is the page's (the verification's `onInvalid`), next to the page's own Continue.
 *
 * Address Line 1 follows the ARIA combobox pattern with a list popup: typing (3 characters or
 * more) asks the autocomplete provider; Down and Up move through the suggestions, Enter picks
 * one, Esc closes the list (and only the list), Tab leaves it.
 */
import '../../lib/i18n/parts/address.ts';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { createRemote } from '../../lib/remote-data.ts';
import { FieldShell } from '../../lib/ui/field-shell.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { getStates } from './api.ts';
import { PLACES_QUERY_MIN, type PlaceResult, type UsState } from '../../contract/address.ts';
import { autocompleteProviderFor, type AddressSuggestion, type AutocompleteProvider } from './autocomplete.ts';
import type { AddressVerification } from './model.ts';
import { mergeAutocompleteSelection, type AddressForm } from './rules.ts';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

const AddressSelectionModal = lazyComponent(() => import('./address-selection-modal.tsx'));

/** Typing pauses this long before a lookup: one request per word, not per key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export type AddressFieldsProps = {
  form: AddressForm;
  /** The verification of this form: its notice, progress and selection modal show here. */
  verification?: AddressVerification;
  /** Default: Google Places when the page context has a key, else the sandbox's lookup. */
  provider?: AutocompleteProvider;
};

export function AddressFields({ form, verification, provider }: AddressFieldsProps) {
  const { context } = useEnv();
  const autocomplete = provider ?? autocompleteProviderFor(context.placesApiKey);
  const onPlace = (place: PlaceResult) => {
    if (verification) verification.applyAutocomplete(place);
    else form.setValues(mergeAutocompleteSelection(form.values.value, place));
  };
  return (
    <div class="address-fields">
      <AddressLineField form={form} provider={autocomplete} onPlace={onPlace} />
      <TextField form={form} name="address2" autoComplete="address-line2" />
      <TextField form={form} name="city" autoComplete="address-level2" required />
      <StateField form={form} />
      <TextField form={form} name="zipCode" autoComplete="postal-code" inputMode="numeric" required />
      {verification?.geocoding.value && (
        <p class="page-loading address-fields__progress" role="status">
          <span class="spinner" aria-hidden="true" />
          {t('address.verifying')}
        </p>
      )}
      {verification && <AddressSelectionHost verification={verification} />}
    </div>
  );
}

function AddressSelectionHost({ verification }: { verification: AddressVerification }) {
  const selection = verification.selection.value;
  if (!selection) return null;
  return (
    <Suspense fallback={null}>
      <AddressSelectionModal verification={verification} selection={selection} />
    </Suspense>
  );
}

// ─── Address Line 1: combobox ───────────────────────────────────────────────────────────────

type LineProps = { form: AddressForm; provider: AutocompleteProvider; onPlace: (place: PlaceResult) => void };

function AddressLineField({ form, provider, onPlace }: LineProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${String(i)}`;
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lookup = useRef<AbortController | null>(null);

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    lookup.current?.abort();
    lookup.current = null;
  };
  useEffect(() => stop, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function search(query: string) {
    stop();
    if (query.trim().length < PLACES_QUERY_MIN) {
      close();
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      const controller = new AbortController();
      lookup.current = controller;
      provider.suggest(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
          setAnnouncement(
            found.length === 0
              ? t('address.autocomplete.none')
              : found.length === 1
                ? t('address.autocomplete.one')
                : t('address.autocomplete.count', { count: found.length }),
          );
        },
        () => {
          // Aborted by a newer keystroke: that one answers.
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  function choose(suggestion: AddressSuggestion) {
    stop();
    close();
    const controller = new AbortController();
    lookup.current = controller;
    provider.resolve(suggestion, controller.signal).then(
      (place) => {
        if (place && !controller.signal.aborted) onPlace(place);
      },
      () => {
        // Aborted: the shopper typed on.
      },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (i + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter': {
        const picked = open && active >= 0 ? suggestions[active] : undefined;
        if (!picked) return;
        // Picks the suggestion instead of submitting the form.
        event.preventDefault();
        choose(picked);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Closes the list only: not a dialog around the form, not the host overlay (relayed Esc).
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const showList = open && suggestions.length > 0;
  return (
    <FieldShell form={form} name="address" class="address-line">
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="address-line1"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            {...(showList && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
            required
            onInput={(event) => {
              const value = event.currentTarget.value;
              form.setValue('address', value);
              search(value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // A late answer must not open the list under a field the shopper has moved to.
              stop();
              close();
              form.touch('address');
            }}
          />
          <ul
            id={listId}
            class="address-line__list"
            role="listbox"
            aria-label={t('address.autocomplete.label')}
            hidden={!showList}
          >
            {suggestions.map((s, i) => (
              <li
                key={s.id}
                id={optionId(i)}
                role="option"
                class="address-line__option"
                aria-selected={i === active}
                // Keeps focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(s)}
              >
                {s.label}
              </li>
            ))}
          </ul>
          <p class="visually-hidden" role="status">
            {announcement}
          </p>
        </>
      )}
    </FieldShell>
  );
}

// ─── State: dropdown of abbreviations ───────────────────────────────────────────────────────

/** Reference data: loaded once per page, shared by every address form on it. */
const states = createRemote<UsState[]>();

function loadStates(): void {
  void states.run((signal) => getStates(signal));
}

function StateField({ form }: { form: AddressForm }) {
  const loadId = `${useId()}-load`;
  useEffect(() => {
    if (states.state.value.status === 'idle') loadStates();
  }, []);
  const status = states.state.value.status;
  const value = form.values.value.stateCode;
  const abbreviations = (states.data.value ?? []).map((s) => s.abbreviation);
  // A value set before the list arrived (autocomplete, a saved profile) stays selectable.
  if (value !== '' && !abbreviations.includes(value)) abbreviations.unshift(value);
  return (
    <FieldShell form={form} name="stateCode" describedBy={status === 'error' ? loadId : undefined}>
      {(control) => (
        <>
          <select
            {...control}
            autoComplete="address-level1"
            required
            onInput={(event) => form.setValue('stateCode', event.currentTarget.value)}
            onBlur={() => form.touch('stateCode')}
          >
            <option value="">{t('address.state.placeholder')}</option>
            {abbreviations.map((abbreviation) => (
              <option key={abbreviation} value={abbreviation}>
                {abbreviation}
              </option>
            ))}
          </select>
          {status === 'error' && (
            <p id={loadId} class="field__error">
              {t('address.states.error')}{' '}
              <button type="button" class="button--link address-fields__retry" onClick={loadStates}>
                {t('address.states.retry')}
              </button>
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
