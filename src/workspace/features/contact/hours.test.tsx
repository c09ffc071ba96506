import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOURS_ORDER, type DealerHoursAnswer } from '../../../contract/workspace-contact.ts';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { descriptionOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
beforeEach(() => api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false }));
afterEach(cleanup);

const open = (o: string, c: string) => ({ open: o, close: c, closed: false });
const hours = (dealerId = 'd1'): DealerHoursAnswer => ({
  dealer: { id: dealerId, name: dealerId === 'd1' ? 'Sunrise Toyota' : 'Sunrise Honda' },
  timeZone: 'America/Chicago',
  days: {
    MON: open('08:00', '20:00'),
    TUE: open('08:00', '20:00'),
    WED: open('08:00', '20:00'),
    THU: open('08:00', '20:00'),
    FRI: open('08:00', '18:00'),
    SAT: open('09:00', '13:00'),
    SUN: { open: '', close: '', closed: true },
  },
});

describe('the call-center hours editor', () => {
  it("shows the dealer's week in its zone and saves a change", async () => {
    api.on('GET', '/dealer/api/dealers/d1/call-center-hours', hours());
    api.on('PUT', '/dealer/api/dealers/d1/call-center-hours', ({ body }) => ({ ...hours(), ...(body as object) }));
    renderWorkspace('/dealer/contact/hours', { me: MANAGER });
    const mondayOpens = await screen.findByLabelText('Opens Monday');
    expect((mondayOpens as HTMLInputElement).value).toBe('08:00');
    expect(screen.getByText(/America\/Chicago/)).toBeTruthy();
    expect((screen.getByLabelText('Closed Sunday') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Opens Sunday') as HTMLInputElement).disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Closes Friday'), { target: { value: '19:00' } });
    fireEvent.click(screen.getByLabelText('Closed Saturday'));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Saved.');
    const sent = api.lastBody('PUT', '/dealer/api/dealers/d1/call-center-hours') as DealerHoursAnswer;
    expect(sent.days.FRI).toEqual(open('08:00', '19:00'));
    expect(sent.days.SAT).toEqual({ open: '09:00', close: '13:00', closed: true });
  });

  it("puts the server's message on each bad day and sums them up", async () => {
    api.on('GET', '/dealer/api/dealers/d1/call-center-hours', hours());
    api.on(
      'PUT',
      '/dealer/api/dealers/d1/call-center-hours',
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'days.WED', message: HOURS_ORDER }] }),
    );
    renderWorkspace('/dealer/contact/hours', { me: MANAGER });
    fireEvent.input(await screen.findByLabelText('Opens Wednesday'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(`Wednesday: ${HOURS_ORDER}`);
    const wednesday = screen.getByLabelText('Opens Wednesday');
    expect(wednesday.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(wednesday)).toBe(HOURS_ORDER);
    expect((wednesday as HTMLInputElement).value).toBe('21:00');
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('switches dealers for a manager of several', async () => {
    api.on('GET', '/dealer/api/dealers/d1/call-center-hours', hours());
    api.on('GET', '/dealer/api/dealers/d2/call-center-hours', hours('d2'));
    const { currentPath } = renderWorkspace('/dealer/contact/hours', { me: MANAGER });
    await screen.findByText(/Sunrise Toyota's own time zone/);
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    await screen.findByText(/Sunrise Honda's own time zone/);
    expect(currentPath()).toBe('/dealer/contact/hours?dealer=d2');
  });

  it('tells an agent only a manager can see it, without asking the server', async () => {
    renderWorkspace('/dealer/contact/hours', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's 403 without a retry", async () => {
    api.on('GET', '/dealer/api/dealers/d1/call-center-hours', reply(403, { message: MANAGERS_ONLY }));
    renderWorkspace('/dealer/contact/hours', { me: MANAGER });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
