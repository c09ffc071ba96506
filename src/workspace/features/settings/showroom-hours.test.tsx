import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOURS_ORDER, type DealerHoursAnswer, type HoursBody } from '../../../contract/workspace-contact.ts';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { descriptionOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
beforeEach(() => api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false }));
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

const open = (o: string, c: string) => ({ open: o, close: c, closed: false });
const showroom = (dealerId = 'd1'): DealerHoursAnswer => ({
  dealer: { id: dealerId, name: dealerId === 'd1' ? 'Sunrise Toyota' : 'Sunrise Honda' },
  timeZone: 'America/Chicago',
  days: {
    MON: open('09:00', '19:00'),
    TUE: open('09:00', '19:00'),
    WED: open('09:00', '19:00'),
    THU: open('09:00', '19:00'),
    FRI: open('09:00', '19:00'),
    SAT: open('09:00', '18:00'),
    SUN: { open: '', close: '', closed: true },
  },
});
const PATH = '/dealer/api/dealers/d1/showroom-hours';

describe('the showroom hours page', () => {
  it("shows the dealer's showroom week, saves a closed day and a shorter one, and asks for its history", async () => {
    api.on('GET', PATH, showroom());
    api.on('PUT', PATH, ({ body }) => ({ ...showroom(), ...(body as object) }));
    renderWorkspace('/dealer/settings/showroom', { me: MANAGER });
    expect(await screen.findByRole('heading', { name: 'Showroom hours', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/book a test drive or a delivery only inside these hours/)).toBeTruthy();
    expect((screen.getByLabelText('Opens Monday') as HTMLInputElement).value).toBe('09:00');
    fireEvent.click(screen.getByLabelText('Closed Tuesday'));
    expect((screen.getByLabelText('Opens Tuesday') as HTMLInputElement).disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Closes Wednesday'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Saved.');
    const sent = api.lastBody('PUT', PATH) as HoursBody;
    expect(sent.days.TUE).toEqual({ open: '09:00', close: '19:00', closed: true });
    expect(sent.days.WED).toEqual(open('09:00', '12:00'));
    expect(api.requests.some((r) => r.path === '/dealer/api/settings/dealer-showroom-hours/d1/history')).toBe(true);
  });

  it("puts the server's message on the bad day", async () => {
    api.on('GET', PATH, showroom());
    api.on(
      'PUT',
      PATH,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'days.FRI', message: HOURS_ORDER }] }),
    );
    renderWorkspace('/dealer/settings/showroom', { me: MANAGER });
    fireEvent.input(await screen.findByLabelText('Opens Friday'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: `Friday: ${HOURS_ORDER}` })).toBeTruthy();
    expect(descriptionOf(screen.getByLabelText('Opens Friday'))).toBe(HOURS_ORDER);
  });

  it('switches dealers and speaks Spanish', async () => {
    setLocale('es', false);
    api.on('GET', PATH, showroom());
    api.on('GET', '/dealer/api/dealers/d2/showroom-hours', showroom('d2'));
    const { currentPath } = renderWorkspace('/dealer/settings/showroom', { me: MANAGER });
    expect(await screen.findByRole('heading', { name: 'Horario de la sala de exposición', level: 1 })).toBeTruthy();
    await screen.findByText(/zona horaria de Sunrise Toyota/);
    expect(screen.getByRole('link', { name: 'Volver a cargos y reglas' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Concesionario'), { target: { value: 'd2' } });
    await screen.findByText(/zona horaria de Sunrise Honda/);
    expect(currentPath()).toBe('/dealer/settings/showroom?dealer=d2');
  });

  it('tells an agent only a manager can see it, without asking the server', async () => {
    renderWorkspace('/dealer/settings/showroom', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
