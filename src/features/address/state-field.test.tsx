import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createForm } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { renderInApp } from '../../testing/render.tsx';
import { sandboxProvider } from './autocomplete.ts';

const api = vi.hoisted(() => ({ getStates: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { AddressFields } = await import('./address-form.tsx');
const { ADDRESS_FORM_RULES } = await import('./rules.ts');

afterEach(cleanup);

function Page({ state = '' }: { state?: string }) {
  const form = useMemo(() => createForm(ADDRESS_FORM_RULES), []);
  useMemo(() => form.setValue('stateCode', state), [form, state]);
  return <AddressFields form={form} provider={sandboxProvider(() => Promise.resolve([]))} />;
}

// One file of its own: the states list is loaded once per page, and these tests need the first load.
describe('State dropdown', () => {
  it('says when the states could not be loaded, keeps a value set before, and loads them on Try again', async () => {
    api.getStates.mockRejectedValueOnce(new ApiError('down', 'http', 503));
    renderInApp(<Page state="OR" />);
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    await screen.findByText('The list of states could not be loaded.');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'OR']);
    expect(select.value).toBe('OR');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    api.getStates.mockResolvedValueOnce([
      { abbreviation: 'IL', name: 'Illinois' },
      { abbreviation: 'OR', name: 'Oregon' },
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'IL', 'OR']));
    expect(screen.queryByText('The list of states could not be loaded.')).toBeNull();
  });

  it('is loaded once for every address form on the page', async () => {
    renderInApp(<Page />);
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).options).toHaveLength(3));
    expect(api.getStates).toHaveBeenCalledTimes(2);
  });
});
