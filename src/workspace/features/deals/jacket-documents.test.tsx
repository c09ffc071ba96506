import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REASON_REQUIRED, type DealDocuments } from '../../../contract/documents.ts';
import { configureHttp } from '../../../lib/http.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { WorkspaceEnvContext, type WorkspaceEnv } from '../../lib/env.tsx';
import { createSession } from '../../lib/session.ts';
import { JacketDocuments } from './jacket-documents.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

const LIST = '/dealer/api/deals/D1/documents';
const doc = (over: Partial<DealDocuments['documents'][number]> = {}): DealDocuments['documents'][number] => ({
  kind: 'driversLicense',
  state: 'received',
  reason: null,
  uploadedAt: '2026-12-02T10:00:00.000Z',
  fileType: 'pdf',
  viewUrl: '/api/documents/object?key=documents%2FD1%2Fa.pdf&expires=1&signature=s',
  ...over,
});
const list = (...documents: DealDocuments['documents']): DealDocuments => ({ dealId: 'D1', documents });
const INCOME = doc({ kind: 'proofOfIncome', state: 'requested', uploadedAt: null, fileType: null, viewUrl: null });

function show() {
  configureHttp({ apiBase: '/dealer', csrf: { header: 'X-CSRF-TOKEN', token: 't' }, reportErrors: false });
  const session = createSession({ navigate: vi.fn(), currentPath: () => '/dealer/deals/D1' });
  const env = { navigate: vi.fn(), currentPath: () => '/', openStream: vi.fn(), session } as unknown as WorkspaceEnv;
  return render(
    <WorkspaceEnvContext.Provider value={env}>
      <main>
        <JacketDocuments dealId="D1" />
      </main>
    </WorkspaceEnvContext.Provider>,
  );
}
const licence = () => screen.getByText("Driver's license").closest('li')!;

describe('JacketDocuments', () => {
  it('lists each document with its state and a link to view it in a new tab; no axe violations', async () => {
    api.on('GET', LIST, list(doc(), INCOME));
    const { container } = show();
    expect(await screen.findByRole('heading', { name: 'Documents for the lender' })).toBeTruthy();
    await screen.findByText("Driver's license");
    expect(licence().textContent).toContain('Received');
    const view = within(licence()).getByRole('link', { name: /View driver's license/ });
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('href')).toContain('/api/documents/object?');
    // Nothing uploaded yet: nothing to review.
    const income = screen.getByText('Proof of income').closest('li')!;
    expect(income.textContent).toContain('Requested');
    expect(within(income).queryByRole('button')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('asks for a new one with a required reason, then accepts', async () => {
    api.on('GET', LIST, list(doc(), INCOME));
    show();
    fireEvent.click(await screen.findByRole('button', { name: "Ask for a new driver's license" }));
    const reason = screen.getByLabelText('Why a new one is needed');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the shopper' }));
    expect(await screen.findByText(REASON_REQUIRED)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('PUT', `${LIST}/driversLicense/review`)).toHaveLength(0);

    api.once('PUT', `${LIST}/driversLicense/review`, list(doc({ state: 'needsNew', reason: 'Blurred.' }), INCOME));
    fireEvent.input(reason, { target: { value: 'Blurred.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the shopper' }));
    await waitFor(() => expect(licence().textContent).toContain('Needs a new one: Blurred.'));
    expect(api.sent('PUT', `${LIST}/driversLicense/review`)[0]!.body).toEqual({
      state: 'needsNew',
      reason: 'Blurred.',
    });
    expect(screen.getByRole('status').textContent).toBe("Asked the shopper for a new driver's license.");

    api.once('PUT', `${LIST}/driversLicense/review`, list(doc({ state: 'accepted' }), INCOME));
    fireEvent.click(screen.getByRole('button', { name: "Accept the driver's license" }));
    await waitFor(() => expect(licence().textContent).toContain('Accepted'));
    expect(within(licence()).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it("puts the server's reason error on the field, in Spanish (tú)", async () => {
    setLocale('es', false);
    api.on('GET', LIST, list(doc()));
    api.on(
      'PUT',
      `${LIST}/driversLicense/review`,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'reason', message: REASON_REQUIRED }] }),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'Documentos para el prestamista' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Pide de nuevo: licencia de conducir' }));
    fireEvent.input(screen.getByLabelText('Por qué se necesita uno nuevo'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar al cliente' }));
    expect(await screen.findByText('Di por qué se necesita uno nuevo.')).toBeTruthy();
  });
});
