import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIMED_BY_SOMEONE_ELSE, OUTCOME_NEEDED, type ContactRequest } from '../../../contract/workspace-contact.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

const CREATED = Date.UTC(2026, 10, 20, 15, 0);

function contactRequest(over: Partial<ContactRequest> = {}): ContactRequest {
  return {
    id: 'R1',
    kind: 'CALL_LATER',
    status: 'OPEN',
    createdAt: CREATED,
    dealer: { id: 'd1', name: 'Sunrise Toyota' },
    campaign: 'demo-ecommerce',
    shopper: { name: 'Ana García', phone: '5550102030', email: 'ana@example.test', timeZone: 'America/Denver' },
    question: 'Call me about the <b>Camry</b>',
    scheduledAt: Date.UTC(2026, 10, 21, 16, 30),
    shopperLocal: { date: '2026-11-21', time: '09:30' },
    vehicle: '2025 Toyota Camry SE',
    dealId: 'deal-9',
    claim: null,
    outcome: null,
    ...over,
  };
}

const page = (requests: ContactRequest[], next: string | null = null) => ({ requests, next });
const card = (name: RegExp | string) => screen.getByRole('article', { name });

describe('the contact center queue', () => {
  it("lists the open requests with the shopper's details, their local time, the vehicle and a link to the deal", async () => {
    api.on('GET', '/dealer/api/contact-requests', page([contactRequest()]));
    renderWorkspace('/dealer/contact', { me: AGENT });
    await screen.findByRole('article', { name: 'Scheduled call: Ana García' });
    expect(api.sent('GET', '/dealer/api/contact-requests')[0]!.query).toEqual({ status: 'OPEN' });
    const request = card('Scheduled call: Ana García');
    expect(within(request).getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe('tel:5550102030');
    expect(within(request).getByRole('link', { name: 'ana@example.test' }).getAttribute('href')).toBe(
      'mailto:ana@example.test',
    );
    // 16:30 UTC is 9:30 in Denver: the shopper's own clock, with their zone.
    expect(within(request).getByText(/9:30\s?AM \(America\/Denver\)/)).toBeTruthy();
    expect(within(request).getByText(/Now there:/)).toBeTruthy();
    expect(within(request).getByText('2025 Toyota Camry SE')).toBeTruthy();
    expect(within(request).getByRole('link', { name: 'Open the deal' }).getAttribute('href')).toBe(
      '/dealer/deals/deal-9',
    );
    // The shopper's words stay text.
    expect(within(request).getByText('Call me about the <b>Camry</b>')).toBeTruthy();
    expect(document.querySelector('article b')).toBeNull();
    // An agent has no hours link.
    expect(screen.queryByRole('link', { name: 'Call-center hours' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact center' }).getAttribute('aria-current')).toBe('page');
  });

  it('claims a request, then marks it done with the outcome note (required), announcing each step', async () => {
    api.on('GET', '/dealer/api/contact-requests', page([contactRequest()]));
    const claimed = contactRequest({
      status: 'CLAIMED',
      claim: { by: { id: AGENT.id, name: AGENT.name }, at: CREATED + 60_000 },
    });
    api.on('POST', '/dealer/api/contact-requests/R1/claim', claimed);
    api.on('POST', '/dealer/api/contact-requests/R1/done', ({ body }) =>
      contactRequest({
        status: 'DONE',
        claim: claimed.claim,
        outcome: {
          note: (body as { outcome: string }).outcome,
          by: { id: AGENT.id, name: AGENT.name },
          at: CREATED + 120_000,
        },
      }),
    );
    renderWorkspace('/dealer/contact', { me: AGENT });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Scheduled call, Ana García' }));
    await screen.findByText(/Claimed by you/);
    expect(screen.getByText('Claimed.')).toBeTruthy();

    const note = screen.getByLabelText('Outcome note');
    fireEvent.click(screen.getByRole('button', { name: 'Mark done: Scheduled call, Ana García' }));
    await waitFor(() => expect(descriptionOf(note)).toContain(OUTCOME_NEEDED));
    expect(api.sent('POST', '/dealer/api/contact-requests/R1/done')).toEqual([]);

    fireEvent.input(note, { target: { value: 'Reached her; test drive Saturday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark done: Scheduled call, Ana García' }));
    await screen.findByText('Reached her; test drive Saturday.');
    expect(api.lastBody('POST', '/dealer/api/contact-requests/R1/done')).toEqual({
      outcome: 'Reached her; test drive Saturday.',
    });
    expect(screen.getByText(/Done by Sam Agent/)).toBeTruthy();
    expect(screen.getByText('Marked done.')).toBeTruthy();
    expect(screen.queryByLabelText('Outcome note')).toBeNull();
  });

  it("says when someone else claimed it first and reads the queue again; another's claim has no buttons for an agent", async () => {
    const theirs = contactRequest({ status: 'CLAIMED', claim: { by: { id: 'x', name: 'Lee Other' }, at: CREATED } });
    api.on('GET', '/dealer/api/contact-requests', page([theirs]));
    api.once('GET', '/dealer/api/contact-requests', page([contactRequest()]));
    api.on('POST', '/dealer/api/contact-requests/R1/claim', reply(409, { message: CLAIMED_BY_SOMEONE_ELSE }));
    renderWorkspace('/dealer/contact', { me: AGENT });
    fireEvent.click(await screen.findByRole('button', { name: /^Claim:/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(CLAIMED_BY_SOMEONE_ELSE);
    await screen.findByText(/Claimed by Lee Other/);
    expect(api.sent('GET', '/dealer/api/contact-requests')).toHaveLength(2);
    expect(within(card(/Ana García/)).queryByRole('button')).toBeNull();
  });

  it('a manager filters by status and dealer in the URL, frees a claim and finds the hours link', async () => {
    api.on('GET', '/dealer/api/contact-requests', page([]));
    const { currentPath } = renderWorkspace('/dealer/contact', { me: MANAGER });
    await screen.findByText(/No requests here/);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'DONE' } });
    await waitFor(() => expect(currentPath()).toBe('/dealer/contact?status=DONE'));
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    await waitFor(() => expect(currentPath()).toBe('/dealer/contact?dealer=d2&status=DONE'));
    await waitFor(() =>
      expect(api.sent('GET', '/dealer/api/contact-requests').at(-1)!.query).toEqual({ dealer: 'd2', status: 'DONE' }),
    );
    expect(screen.getByRole('link', { name: 'Call-center hours' }).getAttribute('href')).toBe(
      '/dealer/contact/hours?dealer=d2',
    );

    cleanup();
    const held = contactRequest({ status: 'CLAIMED', claim: { by: { id: 'x', name: 'Lee Other' }, at: CREATED } });
    api.on('GET', '/dealer/api/contact-requests', page([held]));
    api.on('POST', '/dealer/api/contact-requests/R1/release', contactRequest());
    renderWorkspace('/dealer/contact?status=ALL', { me: MANAGER });
    fireEvent.click(await screen.findByRole('button', { name: 'Release: Scheduled call, Ana García' }));
    await screen.findByRole('button', { name: 'Claim: Scheduled call, Ana García' });
    expect(api.sent('GET', '/dealer/api/contact-requests').at(-1)!.query).toEqual({});
  });

  it('pages older requests, keeps the note typed on a failure, and shows a failed load with a retry', async () => {
    api.once('GET', '/dealer/api/contact-requests', reply(500, { message: 'boom' }));
    api.once(
      'GET',
      '/dealer/api/contact-requests',
      page(
        [contactRequest({ status: 'CLAIMED', claim: { by: { id: AGENT.id, name: AGENT.name }, at: CREATED } })],
        'c1',
      ),
    );
    api.once(
      'GET',
      '/dealer/api/contact-requests',
      page([contactRequest({ id: 'R0', shopper: { ...contactRequest().shopper, name: 'Bo Older' } })]),
    );
    api.on('POST', '/dealer/api/contact-requests/R1/done', reply(503, { message: 'down' }));
    renderWorkspace('/dealer/contact', { me: AGENT });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const note = await screen.findByLabelText('Outcome note');
    fireEvent.input(note, { target: { value: 'Left a voicemail' } });
    fireEvent.click(screen.getByRole('button', { name: /^Mark done:/ }));
    await screen.findByText('The service is briefly unavailable. Please try again in a moment.');
    expect(valueOf(screen.getByLabelText('Outcome note'))).toBe('Left a voicemail');
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByRole('article', { name: 'Scheduled call: Bo Older' });
    expect(api.sent('GET', '/dealer/api/contact-requests').at(-1)!.query).toEqual({ status: 'OPEN', before: 'c1' });
  });

  it('speaks Spanish', async () => {
    setLocale('es', false);
    api.on('GET', '/dealer/api/contact-requests', page([contactRequest()]));
    renderWorkspace('/dealer/contact', { me: AGENT });
    await screen.findByRole('heading', { name: 'Centro de contacto', level: 1 });
    expect(await screen.findByRole('button', { name: 'Tomar: Llamada programada, Ana García' })).toBeTruthy();
    expect(screen.getByText('Abrir la oferta')).toBeTruthy();
  });
});
