import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError, reply, useFakeApi } from '../../../testing/fake-api.ts';
import { AGENT, MANAGER, leadRow } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(cleanup);

const rows = () => screen.getAllByRole('row').slice(1);

describe('the leads inbox', () => {
  it('lists the leads with a link to each, asking with the filters the URL carries', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [leadRow()], next: null });
    renderWorkspace('/dealer?status=NEW&q=ana&kind=nonsense', { me: MANAGER });
    const link = await screen.findByRole('link', { name: 'Ana García' });
    expect(link.getAttribute('href')).toBe('/dealer/leads/L1?status=NEW&q=ana');
    // An unknown kind is left out, not sent.
    expect(api.sent('GET', '/dealer/api/leads')[0]!.query).toEqual({ status: 'NEW', q: 'ana' });
    const [row] = rows();
    expect(within(row!).getByText('Test drive')).toBeTruthy();
    expect(within(row!).getByText('2025 Toyota Camry SE')).toBeTruthy();
    expect(within(row!).getByText('Unassigned')).toBeTruthy();
    expect(within(row!).getByText('Delivered')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('NEW');
  });

  it('puts the chosen filters in the URL and asks the server with them', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    const { currentPath } = renderWorkspace('/dealer', { me: MANAGER });
    await screen.findByText('No leads match these filters.');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath()).toBe('/dealer?kind=email&dealer=d2&from=2026-11-01&q=555'));
    await waitFor(() =>
      expect(api.sent('GET', '/dealer/api/leads').at(-1)!.query).toEqual({
        kind: 'email',
        dealer: 'd2',
        from: '2026-11-01',
        q: '555',
      }),
    );
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/dealer');
  });

  it('offers the dealer filter only to a member of several dealers', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    renderWorkspace('/dealer', { me: AGENT });
    await screen.findByText('No leads match these filters.');
    expect(screen.queryByLabelText('Dealer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('says when it failed and tries again on request', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [leadRow()], next: null });
    api.once('GET', '/dealer/api/leads', networkError);
    renderWorkspace('/dealer', { me: MANAGER });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach the server.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Ana García' });
  });

  it('shows older leads below on request, with the cursor of the page before', async () => {
    api.once('GET', '/dealer/api/leads', { leads: [leadRow()], next: 'cursor-1' });
    api.once('GET', '/dealer/api/leads', {
      leads: [leadRow({ id: 'L0', shopper: { name: 'Old Lead', email: null, phone: null } })],
      next: null,
    });
    renderWorkspace('/dealer?status=NEW', { me: MANAGER });
    fireEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    await screen.findByRole('link', { name: 'Old Lead' });
    expect(api.sent('GET', '/dealer/api/leads')[1]!.query).toEqual({ status: 'NEW', before: 'cursor-1' });
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('puts a new lead from the live stream on top and announces it, leaving the focus where it was', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [leadRow()], next: null });
    const { streams } = renderWorkspace('/dealer?status=NEW', { me: MANAGER });
    const apply = await screen.findByRole('button', { name: 'Apply filters' });
    await screen.findByRole('link', { name: 'Ana García' });
    expect(streams[0]!.url).toBe('/dealer/api/leads/stream?status=NEW');
    apply.focus();
    streams[0]!.open();
    streams[0]!.lead(leadRow({ id: 'L2', shopper: { name: 'Ben New', email: null, phone: null } }));
    await screen.findByRole('link', { name: 'Ben New' });
    expect(within(rows()[0]!).getByRole('link').textContent).toBe('Ben New');
    expect(screen.getByText('1 new lead').getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(apply);
    // A changed lead is updated in place, and is no news.
    streams[0]!.lead(leadRow({ status: 'CONTACTED' }));
    await waitFor(() => expect(within(rows()[1]!).getByText('Contacted')).toBeTruthy());
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('1 new lead')).toBeTruthy();
  });

  it("shows a shopper's thread under the lead's kind, and its next event in place from the live stream", async () => {
    const at = leadRow().createdAt;
    api.on('GET', '/dealer/api/leads', {
      leads: [leadRow({ thread: { events: 2, lastKind: 'call-now', lastAt: at + 3_600_000 } })],
      next: null,
    });
    const { streams } = renderWorkspace('/dealer', { me: MANAGER });
    await screen.findByRole('link', { name: 'Ana García' });
    expect(within(rows()[0]!).getByText(/^2 events · latest: Call now, /)).toBeTruthy();
    streams[0]!.open();
    streams[0]!.lead(leadRow({ thread: { events: 3, lastKind: 'email', lastAt: at + 7_200_000 } }));
    await waitFor(() => expect(within(rows()[0]!).getByText(/^3 events · latest: Email, /)).toBeTruthy());
    expect(rows()).toHaveLength(1);
  });

  it('says when live updates pause, and closes the stream when the page goes', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [leadRow()], next: null });
    api.on('GET', '/dealer/api/audit', { entries: [], next: null });
    const { streams } = renderWorkspace('/dealer', { me: MANAGER });
    await screen.findByRole('link', { name: 'Ana García' });
    streams[0]!.fail();
    await screen.findByText('Live updates paused, retrying…');
    fireEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    await screen.findByRole('heading', { name: 'Audit log' });
    expect(streams[0]!.closed).toBe(true);
  });

  it('sends the member to sign in when the session ended, with the way back', async () => {
    api.on('GET', '/dealer/api/leads', reply(401, { message: 'Your session has ended. Please sign in again.' }));
    const { currentPath } = renderWorkspace('/dealer?q=ana', { me: MANAGER });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath()).toBe('/dealer/sign-in?next=%2Fdealer%3Fq%3Dana');
  });
});
