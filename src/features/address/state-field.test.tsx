import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createForm } from '../../lib/forms/index.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { AddressFields } from './address-form.tsx';
import { sandboxProvider } from './autocomplete.ts';
import { ADDRESS_FORM_RULES } from './rules.ts';

const api = useFakeApi();
afterEach(cleanup);

function Page({ state = '' }: { state?: string }) {
  const form = useMemo(() => createForm(ADDRESS_FORM_RULES), []);
  useMemo(() => form.setValue('stateCode', state), [form, state]);
  return <AddressFields form={form} provider={sandboxProvider()} />;
}

// One file of its own: the states list is loaded once per page, and these tests need the first load.
describe('State dropdown', () => {
  it('says when the states could not be loaded, keeps a value set before, and loads them on Try again', async () => {
    api.once('GET', '/states', reply(503, { message: 'down' }));
    renderInApp(<Page state="OR" />);
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    await screen.findByText('The list of states could not be loaded.');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'OR']);
    expect(select.value).toBe('OR');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    api.once('GET', '/states', [
      { abbreviation: 'IL', name: 'Illinois' },
      { abbreviation: 'OR', name: 'Oregon' },
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'IL', 'OR']));
    expect(screen.queryByText('The list of states could not be loaded.')).toBeNull();
    expect(api.sent('GET', '/states')).toHaveLength(2);
  });

  it('is loaded once for every address form on the page', async () => {
    renderInApp(
      <>
        <Page />
        <Page />
      </>,
    );
    for (const select of screen.getAllByLabelText('State') as HTMLSelectElement[]) {
      await waitFor(() => expect(select.options).toHaveLength(3));
    }
    // The first test loaded the list: no address form asks again.
    expect(api.sent('GET', '/states')).toEqual([]);
  });
});
