import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE, type DealDocuments } from '../../contract/documents.ts';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

const api = useFakeApi();
const DEAL = 'd-1';
const LIST = `/deals/${DEAL}/documents`;

const requested = (kind: DealDocuments['documents'][number]['kind']) =>
  ({ kind, state: 'requested', reason: null, uploadedAt: null, fileType: null, viewUrl: null }) as const;
const ASKED: DealDocuments = {
  dealId: DEAL,
  documents: [requested('driversLicense'), requested('proofOfIncome')],
};
const received = (over: Partial<DealDocuments['documents'][number]> = {}): DealDocuments => ({
  dealId: DEAL,
  documents: [
    {
      ...requested('driversLicense'),
      state: 'received',
      uploadedAt: '2026-12-02T10:00:00.000Z',
      fileType: 'pdf',
      viewUrl: '/api/documents/object?key=documents%2Fd-1%2Fx.pdf&expires=1&signature=s',
      ...over,
    },
    requested('proofOfIncome'),
  ],
});

const pdf = (size = 100) => new File([new Uint8Array(size)], 'licence.pdf', { type: 'application/pdf' });

beforeEach(async () => {
  await setLocale('en');
  locale.value = 'en';
});
afterEach(cleanup);

const licence = () => screen.getByRole('listitem', { name: "Driver's license" });

describe('DocumentsPanel', () => {
  it('lists what the lender asked for with each state and a labelled file control; no axe violations', async () => {
    api.on('GET', LIST, ASKED);
    const { container } = renderInApp(<DocumentsPanel dealId={DEAL} />);
    expect(await screen.findByRole('heading', { name: 'Documents for the lender' })).toBeTruthy();
    expect(within(licence()).getByText('Requested')).toBeTruthy();
    const input = within(licence()).getByLabelText("Upload your driver's license") as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf,image/*');
    expect(screen.getByLabelText('Upload your proof of income')).toBeTruthy();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('shows a progress bar while the file uploads, then Received with a link to view it', async () => {
    api.on('GET', LIST, ASKED);
    let answer: (value: DealDocuments) => void = () => undefined;
    api.on('PUT', `${LIST}/driversLicense`, () => new Promise<DealDocuments>((resolve) => (answer = resolve)));
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    const input = await screen.findByLabelText("Upload your driver's license");
    fireEvent.input(input, { target: { files: [pdf()] } });
    expect(await screen.findByRole('progressbar', { name: "Uploading your driver's license" })).toBeTruthy();
    await act(() => answer(received()));
    await waitFor(() => expect(within(licence()).getByText('Received')).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(licence()).getByText("Your driver's license was received.")).toBeTruthy();
    const view = within(licence()).getByRole('link', { name: /View your upload/ });
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(licence()).getByLabelText("Replace your driver's license")).toBeTruthy();
    const sent = api.sent('PUT', `${LIST}/driversLicense`)[0]!;
    expect(sent.body).toBeInstanceOf(Blob);
  });

  it('says why a renamed file was refused, in a live region, and a failed connection can be tried again', async () => {
    api.on('GET', LIST, ASKED);
    api.once(
      'PUT',
      `${LIST}/driversLicense`,
      reply(400, { message: DOCUMENT_TYPE, fieldErrors: [{ field: 'file', message: DOCUMENT_TYPE }] }),
    );
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    const input = await screen.findByLabelText("Upload your driver's license");
    fireEvent.input(input, { target: { files: [pdf()] } });
    const alert = await within(licence()).findByRole('alert');
    expect(alert.textContent).toContain(DOCUMENT_TYPE);
    expect(alert.closest('[aria-live]')).toBeTruthy();
    // The same file again is refused again: no retry is offered for it.
    expect(within(licence()).queryByRole('button', { name: /again/ })).toBeNull();

    api.once('PUT', `${LIST}/driversLicense`, reply(503, { message: 'Unavailable', fieldErrors: [] }));
    fireEvent.input(input, { target: { files: [pdf()] } });
    const retry = await within(licence()).findByRole('button', { name: "Try uploading your driver's license again" });
    api.once('PUT', `${LIST}/driversLicense`, received());
    fireEvent.click(retry);
    await waitFor(() => expect(within(licence()).getByText('Received')).toBeTruthy());
    expect(api.sent('PUT', `${LIST}/driversLicense`)).toHaveLength(3);
  });

  it('refuses a file over 20 MB before sending it', async () => {
    api.on('GET', LIST, ASKED);
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    const input = await screen.findByLabelText("Upload your driver's license");
    const big = pdf(1);
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.input(input, { target: { files: [big] } });
    expect((await within(licence()).findByRole('alert')).textContent).toContain(
      'This document is larger than 20 MB. Choose a smaller one.',
    );
    expect(api.sent('PUT', `${LIST}/driversLicense`)).toHaveLength(0);
  });

  it("shows the dealer's reason when a new one is needed, and a replacement is received again", async () => {
    api.on('GET', LIST, received({ state: 'needsNew', reason: 'The photo is blurred.' }));
    api.on('PUT', `${LIST}/driversLicense`, received());
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    expect(
      await within(await screen.findByRole('listitem', { name: "Driver's license" })).findByText(
        'Needs a new one: The photo is blurred.',
      ),
    ).toBeTruthy();
    fireEvent.input(within(licence()).getByLabelText("Replace your driver's license"), { target: { files: [pdf()] } });
    await waitFor(() => expect(within(licence()).getByText('Received')).toBeTruthy());
  });

  it('takes a wrong file back: the document is requested again', async () => {
    api.on('GET', LIST, received());
    api.once('DELETE', `${LIST}/driversLicense`, ASKED);
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    fireEvent.click(
      await within(await screen.findByRole('listitem', { name: "Driver's license" })).findByRole('button', {
        name: "Remove your driver's license",
      }),
    );
    await waitFor(() => expect(within(licence()).getByText('Requested')).toBeTruthy());
    expect(api.sent('DELETE', `${LIST}/driversLicense`)).toHaveLength(1);
    expect(within(licence()).getByLabelText("Upload your driver's license")).toBeTruthy();
  });

  it('shows nothing when the lender asked for nothing, and speaks Spanish (usted)', async () => {
    api.on('GET', LIST, { dealId: DEAL, documents: [] });
    const { container } = renderInApp(<DocumentsPanel dealId={DEAL} />);
    await waitFor(() => expect(api.sent('GET', LIST)).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
    cleanup();
    api.on('GET', LIST, received({ state: 'accepted' }));
    await act(() => setLocale('es'));
    renderInApp(<DocumentsPanel dealId={DEAL} />);
    expect(await screen.findByRole('heading', { name: 'Documentos para el prestamista' })).toBeTruthy();
    expect(screen.getByText('Aceptado')).toBeTruthy();
    expect(screen.getByLabelText('Suba su comprobante de ingresos')).toBeTruthy();
    // Accepted: nothing more to upload for it.
    expect(screen.queryByLabelText('Reemplace su licencia de conducir')).toBeNull();
  });
});
