import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createForm } from '../../lib/forms/index.ts';
import { reply, useFakeApi, type Reply } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import type { GeocodeMatch, PlaceResult } from '../../contract/address.ts';
import { geocodeMatch, HOME_PLACE } from '../../testing/fixtures.ts';
import { AddressFields } from './address-form.tsx';
import { createAddressVerification, type AddressOutcome } from './model.ts';
import { ADDRESS_FORM_RULES } from './rules.ts';

const api = useFakeApi();
const geocodes = () => api.sent('POST', '/profile/geocode');
const lookups = () => api.sent('GET', '/profile/places');

type Setup = {
  geocode?: GeocodeMatch[] | Reply;
  /** What the sandbox's places lookup knows: it answers those whose street starts with the query. */
  places?: PlaceResult[];
};

/** A page embedding the address step the way the registration page will: fields, verification, a submit. */
function setUp({ geocode: answer = [geocodeMatch()], places = [HOME_PLACE] }: Setup = {}) {
  api.on('POST', '/profile/geocode', answer);
  api.on('GET', '/profile/places', ({ query }) =>
    places.filter((p) => p.streetAddress.toLowerCase().startsWith(String(query['query']).toLowerCase())),
  );
  const outcomes: AddressOutcome[] = [];
  const onInvalid = vi.fn();
  let exposed: { form: ReturnType<typeof createForm<typeof ADDRESS_FORM_RULES>> } | null = null;
  function Page() {
    const form = useMemo(() => createForm(ADDRESS_FORM_RULES), []);
    const verification = useMemo(() => createAddressVerification({ form, onInvalid }), [form]);
    exposed = { form };
    return (
      <main>
        <h1>Register</h1>
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            outcomes.push(await verification.verify());
          }}
        >
          <AddressFields form={form} verification={verification} />
          <button type="submit">Continue</button>
        </form>
      </main>
    );
  }
  renderInApp(<Page />);
  return { outcomes, onInvalid, form: () => exposed!.form };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fill(
  values: Partial<Record<'Address Line 1' | 'Address Line 2' | 'City' | 'Zip Code', string>>,
  state?: string,
) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(input(label), { target: { value } });
  if (state !== undefined) fireEvent.change(screen.getByLabelText('State'), { target: { value: state } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The verification settles a few promise turns later.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const typed = { 'Address Line 1': '4017 se rural street', City: 'portland', 'Zip Code': '97202' } as const;

async function openModal(answer: GeocodeMatch[] | Reply) {
  const view = setUp({ geocode: answer });
  await waitFor(() => expect(screen.getByRole('option', { name: 'OR' })).toBeTruthy());
  fill(typed, 'OR');
  await submit();
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: contrast is checked by the end-to-end axe runs in a real browser.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

beforeEach(() => {
  api.on('GET', '/states', [
    { abbreviation: 'IL', name: 'Illinois' },
    { abbreviation: 'OR', name: 'Oregon' },
  ]);
});
afterEach(cleanup);

describe('AddressFields', () => {
  it('has Address Line 1 (a combobox), Address Line 2, City, State (abbreviations from GET /states) and Zip Code', async () => {
    setUp();
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toBeTruthy();
    expect(input('Address Line 2').required).toBe(false);
    expect(input('City').required).toBe(true);
    expect(input('Zip Code').required).toBe(true);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    await waitFor(() => expect([...state.options].map((o) => o.value)).toEqual(['', 'IL', 'OR']));
    expect(state.required).toBe(true);
  });

  it("step 1: an invalid form shows the field errors, calls onInvalid (the page's toast) and signals failure", async () => {
    const { outcomes, onInvalid } = setUp();
    fill({ 'Zip Code': '972' });
    await submit();
    await waitFor(() => expect(outcomes).toEqual(['failure']));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(geocodes()).toEqual([]);
    // 'Required Fields' is the page's toast alone: the fields add no second notice saying the same.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Address Line 1 is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(input('Zip Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('step 2: one matching residential address is adopted without a modal and signals success', async () => {
    const { outcomes, form } = setUp();
    await waitFor(() => expect(screen.getByRole('option', { name: 'OR' })).toBeTruthy());
    fill(typed, 'OR');
    await submit();
    await waitFor(() => expect(outcomes).toEqual(['success']));
    expect(api.lastBody('POST', '/profile/geocode')).toEqual({
      address: '4017 se rural street',
      address2: '',
      city: 'portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('Address Line 1').value).toBe('4017 SE Rural St');
    expect(input('City').value).toBe('Portland');
    expect(form().values.value).toMatchObject({ county: 'Multnomah', lat: '45.4731', lng: '-122.6196' });
  });

  it("step 3, a business address: 'Confirm Address', the commercial subtitle and flag; Select re-verifies without geocoding", async () => {
    const dealer = geocodeMatch({ street1: '8120 SE McLoughlin Blvd' }, true);
    const { dialog, outcomes } = await openModal([dealer]);
    expect(screen.getByRole('dialog', { name: 'Confirm Address' })).toBe(dialog);
    expect(within(dialog).getByText('The address you entered is registered as a commercial location.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Entered Address' })).toBeTruthy();
    expect(within(dialog).getByText('4017 se rural street, portland, OR 97202')).toBeTruthy();
    const suggestions = within(dialog).getByRole('heading', { name: 'Suggestions' }).nextElementSibling as HTMLElement;
    expect(suggestions.className).toContain('address-selection__list');
    expect(within(suggestions).getByText('Commercial address')).toBeTruthy();
    expect(await violations()).toEqual([]);
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Select 8120 SE McLoughlin Blvd, Portland, OR 97202' }),
      );
    });
    await waitFor(() => expect(outcomes).toEqual(['success']));
    expect(geocodes()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('Address Line 1').value).toBe('8120 SE McLoughlin Blvd');
  });

  it("step 3, several matches: 'We couldn't find the address you entered' and 'Did you mean?'; the chosen unit fills the form", async () => {
    const units = [
      geocodeMatch({ street1: '2730 SE Clinton St', street2: 'Apt 101' }),
      geocodeMatch({ street1: '2730 SE Clinton St', street2: 'Apt 204' }),
    ];
    const { dialog, outcomes } = await openModal(units);
    expect(screen.getByRole('dialog', { name: "We couldn't find the address you entered" })).toBe(dialog);
    expect(within(dialog).getByText('Did you mean?')).toBeTruthy();
    expect(within(dialog).queryByText('Commercial address')).toBeNull();
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Select 2730 SE Clinton St Apt 204, Portland, OR 97202' }),
      );
    });
    await waitFor(() => expect(outcomes).toEqual(['success']));
    expect(input('Address Line 1').value).toBe('2730 SE Clinton St');
    expect(input('Address Line 2').value).toBe('Apt 204');
  });

  it("step 3, a city mismatch: 'Did you mean?' with the ZIP code's city", async () => {
    const { dialog } = await openModal([geocodeMatch({ street1: '4017 se rural street', city: 'Milwaukie' })]);
    expect(within(dialog).getByText('Did you mean?')).toBeTruthy();
    expect(within(dialog).getByText('4017 se rural street, Milwaukie, OR 97202')).toBeTruthy();
  });

  it("step 3, no match: 'Please edit or continue with the address as entered', no suggestions; 'Use the address as entered' succeeds", async () => {
    const { dialog, outcomes } = await openModal([]);
    expect(screen.getByRole('dialog', { name: "We couldn't find the address you entered" })).toBe(dialog);
    expect(within(dialog).getByText('Please edit or continue with the address as entered')).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Suggestions' })).toBeNull();
    expect(await violations()).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Use the address as entered' }));
    });
    await waitFor(() => expect(outcomes).toEqual(['success']));
    expect(geocodes()).toHaveLength(1);
    expect(input('Address Line 1').value).toBe('4017 se rural street');
  });

  it('step 3: a geocode error opens the modal as if nothing matched', async () => {
    const { dialog } = await openModal(reply(500, { message: 'Internal error' }));
    expect(within(dialog).getByText('Please edit or continue with the address as entered')).toBeTruthy();
  });

  it.each([
    [
      'Edit Address',
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Address' })),
    ],
    [
      'the close button',
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
    ['Esc', (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
    ['a backdrop click', (dialog: HTMLElement) => fireEvent.click(dialog)],
  ])('step 4: %s cancels and keeps what was typed', async (_, close) => {
    const { dialog, outcomes } = await openModal([geocodeMatch({}, true)]);
    await act(async () => {
      close(dialog);
    });
    await waitFor(() => expect(outcomes).toEqual(['cancel']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('Address Line 1').value).toBe('4017 se rural street');
  });
});

describe('Address Line 1 autocomplete (ARIA combobox)', () => {
  const combobox = () => screen.getByRole('combobox', { name: 'Address Line 1' });

  it('asks the places lookup after 3 characters and lists its suggestions', async () => {
    setUp();
    fireEvent.input(combobox(), { target: { value: '40' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(lookups()).toEqual([]);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.input(combobox(), { target: { value: '4017' } });
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(lookups().map((r) => r.query)).toEqual([{ query: '4017' }]);
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4017 SE Rural St, Portland, OR 97202']);
    expect(screen.getByText('1 suggestion available. Use the up and down arrow keys to choose.')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('step 5 by keyboard: Down marks a suggestion, Enter fills street, city, state, zip, county and lat/lng', async () => {
    const { form } = setUp();
    await waitFor(() => expect(screen.getByRole('option', { name: 'OR' })).toBeTruthy());
    fill({ City: 'Somewhere', 'Zip Code': '11111' });
    fireEvent.input(combobox(), { target: { value: '4017 SE' } });
    const listbox = await screen.findByRole('listbox');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const option = within(listbox).getByRole('option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(option.id);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => {
      combobox().dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(input('City').value).toBe('Portland'));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(input('Address Line 1').value).toBe('4017 SE Rural St');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OR');
    expect(input('Zip Code').value).toBe('97202');
    expect(form().values.value).toMatchObject({ county: 'Multnomah', lat: '45.4731', lng: '-122.6196' });
  });

  it('a click on a suggestion picks it too', async () => {
    setUp();
    fireEvent.input(combobox(), { target: { value: '4017' } });
    const option = await screen.findByRole('option', { name: '4017 SE Rural St, Portland, OR 97202' });
    await act(async () => {
      fireEvent.click(option);
    });
    await waitFor(() => expect(input('Zip Code').value).toBe('97202'));
  });

  it('Esc closes only the list (the event is consumed), and Enter without a marked suggestion is left to the form', async () => {
    const { outcomes } = setUp({ geocode: [] });
    fireEvent.input(combobox(), { target: { value: '4017' } });
    await screen.findByRole('listbox');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => {
      combobox().dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(true);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    const second = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    combobox().dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    combobox().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(outcomes).toEqual([]);
  });

  it('leaving the field drops a lookup still waiting, so no list opens under the next field', async () => {
    setUp();
    combobox().focus();
    fireEvent.input(combobox(), { target: { value: '4017' } });
    input('City').focus();
    await new Promise((r) => setTimeout(r, 350));
    expect(lookups()).toEqual([]);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Up wraps to the last suggestion; Tab closes the list', async () => {
    setUp({ places: [HOME_PLACE, { ...HOME_PLACE, streetAddress: '4017 SE Rural Ct' }] });
    fireEvent.input(combobox(), { target: { value: '4017' } });
    const listbox = await screen.findByRole('listbox');
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(within(listbox).getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(within(listbox).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'Tab' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });
});
