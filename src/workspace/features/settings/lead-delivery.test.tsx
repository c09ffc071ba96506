import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CRM_URL_MESSAGE,
  TEST_LEAD_LIMITED,
  type DealerLeadDelivery,
  type TestLeadResult,
} from '../../../contract/workspace-lead-delivery.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
beforeEach(() => api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false }));
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/dealers/d1/lead-delivery';
const SANDBOX_CRM = 'http://localhost:4173/crm/adf';
const delivery = (over: Partial<DealerLeadDelivery> = {}): DealerLeadDelivery => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  transport: 'HTTP',
  endpoint: '',
  email: '',
  defaultEndpoint: SANDBOX_CRM,
  ...over,
});
const result = (over: Partial<TestLeadResult> = {}): TestLeadResult => ({
  outcome: 'delivered',
  transport: 'HTTP',
  target: SANDBOX_CRM,
  status: 200,
  answer: '{"leadId":"test-1"}',
  error: '',
  leadId: 'test-1',
  ...over,
});

function open() {
  api.on('GET', '/dealer/api/dealers/d1/lead-settings', {
    dealer: { id: 'd1', name: 'Sunrise Toyota' },
    threadHours: 72,
    alwaysNew: [],
  });
  renderWorkspace('/dealer/settings/leads', { me: MANAGER });
  return screen.findByRole('region', { name: 'Where leads go' });
}

describe('where leads go', () => {
  it('shows the default CRM, saves an e-mail address, and announces a saved change', async () => {
    api.on('GET', PATH, delivery());
    api.on('PUT', PATH, ({ body }) => ({ ...delivery(), ...(body as object) }));
    const section = await open();
    const http = within(section).getByRole('radio', { name: 'HTTP POST to the CRM’s URL' }) as HTMLInputElement;
    expect(http.checked).toBe(true);
    const url = within(section).getByRole('textbox', { name: 'CRM URL' });
    expect(valueOf(url)).toBe('');
    expect(descriptionOf(url)).toContain(`Leave it empty to use ${SANDBOX_CRM}`);

    fireEvent.click(within(section).getByRole('radio', { name: 'E-mail' }));
    const email = within(section).getByRole('textbox', { name: 'Lead e-mail address' });
    fireEvent.input(email, { target: { value: 'leads@crm.example' } });
    // An unsaved change: the test would go elsewhere, so it waits for the save.
    const test = within(section).getByRole('button', { name: 'Send a test lead' });
    expect(test.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(test)).toContain('Save your changes first');
    fireEvent.click(within(section).getByRole('button', { name: 'Save where leads go' }));
    await waitFor(() => expect(within(section).getAllByRole('status')[0]!.textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', PATH)).toEqual({ transport: 'EMAIL', endpoint: '', email: 'leads@crm.example' });
    expect(test.getAttribute('aria-disabled')).toBe('false');
  });

  it('refuses a bad address without asking the server, and puts the server’s URL error on the field', async () => {
    api.on('GET', PATH, delivery({ transport: 'EMAIL' }));
    api.on(
      'PUT',
      PATH,
      reply(400, { message: 'Invalid', fieldErrors: [{ field: 'endpoint', message: CRM_URL_MESSAGE }] }),
    );
    const section = await open();
    const email = within(section).getByRole('textbox', { name: 'Lead e-mail address' });
    fireEvent.input(email, { target: { value: 'not an address' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save where leads go' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.sent('PUT', PATH)).toEqual([]);

    fireEvent.click(within(section).getByRole('radio', { name: 'HTTP POST to the CRM’s URL' }));
    const url = within(section).getByRole('textbox', { name: 'CRM URL' });
    fireEvent.input(url, { target: { value: 'http://crm.example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save where leads go' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(url)).toContain(CRM_URL_MESSAGE);
    expect(valueOf(url)).toBe('http://crm.example.com');
  });

  it('sends a test lead and reads out what the CRM said, in a polite live region', async () => {
    api.on('GET', PATH, delivery());
    api.once('POST', `${PATH}/test`, result());
    api.once(
      'POST',
      `${PATH}/test`,
      result({ outcome: 'refused', status: 400, answer: 'Not a valid ADF 1.0 document', error: 'HTTP 400' }),
    );
    api.once(
      'POST',
      `${PATH}/test`,
      result({ outcome: 'unreachable', status: null, answer: '', error: 'connection failed' }),
    );
    api.once('POST', `${PATH}/test`, reply(429, { message: TEST_LEAD_LIMITED, retryAfterSeconds: 42 }));
    const section = await open();
    const test = within(section).getByRole('button', { name: 'Send a test lead' });
    const live = within(section).getAllByRole('status')[1]!;
    expect(live.getAttribute('aria-live')).toBe('polite');

    test.focus();
    fireEvent.click(test);
    await waitFor(() =>
      expect(live.textContent).toContain(`Test lead delivered to ${SANDBOX_CRM}: the CRM answered HTTP 200.`),
    );
    expect(live.textContent).toContain('{"leadId":"test-1"}');

    fireEvent.click(test);
    await waitFor(() => expect(live.textContent).toContain('refused the test lead: HTTP 400.'));
    expect(live.textContent).toContain('Not a valid ADF 1.0 document');

    fireEvent.click(test);
    await waitFor(() => expect(live.textContent).toContain(`The CRM at ${SANDBOX_CRM} could not be reached.`));

    fireEvent.click(test);
    await waitFor(() => expect(live.textContent).toContain(TEST_LEAD_LIMITED));
    expect(live.textContent).toContain('Wait 42 seconds');
    expect(api.sent('POST', `${PATH}/test`)).toHaveLength(4);
    expect(document.activeElement).toBe(test);
  });

  it('is in Spanish too', async () => {
    locale.value = 'es';
    api.on('GET', PATH, delivery({ transport: 'EMAIL', email: 'leads@crm.example' }));
    api.on(
      'POST',
      `${PATH}/test`,
      result({ outcome: 'sent', transport: 'EMAIL', target: 'leads@crm.example', status: null, answer: '' }),
    );
    api.on('GET', '/dealer/api/dealers/d1/lead-settings', {
      dealer: { id: 'd1', name: 'Sunrise Toyota' },
      threadHours: 72,
      alwaysNew: [],
    });
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Adónde van los clientes potenciales' });
    expect(valueOf(within(section).getByRole('textbox', { name: 'Correo para clientes potenciales' }))).toBe(
      'leads@crm.example',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar un cliente de prueba' }));
    await waitFor(() =>
      expect(within(section).getAllByRole('status')[1]!.textContent).toBe(
        'Cliente de prueba enviado por correo a leads@crm.example.',
      ),
    );
  });
});
