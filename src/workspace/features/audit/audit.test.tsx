import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { AUDIT_ACTIONS } from '../../../contract/workspace-audit.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

const entry = (id: number, action: string) => ({
  id,
  at: Date.UTC(2026, 10, 20, 15, id),
  staff: 'María Pérez',
  action,
  record: 'lead L1',
  dealer: 'Sunrise Toyota',
  from: '203.0.113.7',
});

describe('the audit log', () => {
  it('lists who did what, with older entries on request and the CSV download', async () => {
    api.once('GET', '/dealer/api/audit', { entries: [entry(2, 'lead.status')], next: 'c1' });
    api.once('GET', '/dealer/api/audit', { entries: [entry(1, 'sign-in')], next: null });
    renderWorkspace('/dealer/audit', { me: MANAGER });
    await screen.findByText('lead.status');
    const [row] = screen.getAllByRole('row').slice(1);
    expect(within(row!).getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/dealer/api/audit.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('sign-in');
    expect(api.sent('GET', '/dealer/api/audit')[1]!.query).toEqual({ before: 'c1' });
  });

  it('names each action in the member’s language; one it does not know shows as the server wrote it', async () => {
    api.on('GET', '/dealer/api/audit', {
      entries: [entry(3, 'lead.view'), entry(2, 'deal.reveal-personal'), entry(1, 'lead.merge')],
      next: null,
    });
    renderWorkspace('/dealer/audit', { me: MANAGER });
    const action = (row: number) => within(screen.getAllByRole('row')[row]!).getAllByRole('cell')[2]!.textContent;
    await screen.findByText('Viewed a lead');
    expect(action(2)).toBe('Showed birth dates and incomes');
    expect(action(3)).toBe('lead.merge');
    cleanup();
    setLocale('es', false);
    renderWorkspace('/dealer/audit', { me: MANAGER });
    await screen.findByText('Vio un cliente potencial');
    expect(action(2)).toBe('Mostró fechas de nacimiento e ingresos');
    expect(action(3)).toBe('lead.merge');
  });

  it('has words for every action the server writes, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      setLocale(lang, false);
      api.once('GET', '/dealer/api/audit', { entries: AUDIT_ACTIONS.map((a, i) => entry(i + 1, a)), next: null });
      renderWorkspace('/dealer/audit', { me: MANAGER });
      await screen.findAllByRole('cell');
      const shown = screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
      expect(shown.filter((label) => /^[a-z]+\.[a-z-]+$/.test(label!))).toEqual([]);
      expect(new Set(shown).size).toBe(AUDIT_ACTIONS.length);
      cleanup();
    }
  });

  it("narrows to one of the member's dealers, in the URL, the request and the download", async () => {
    api.on('GET', '/dealer/api/audit', { entries: [], next: null });
    const { currentPath } = renderWorkspace('/dealer/audit', { me: MANAGER });
    await screen.findByText('Nothing has been recorded yet.');
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    await screen.findByRole('link', { name: 'Download CSV' });
    expect(currentPath()).toBe('/dealer/audit?dealer=d2');
    expect(api.sent('GET', '/dealer/api/audit').at(-1)!.query).toEqual({ dealer: 'd2' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/dealer/api/audit.csv?dealer=d2',
    );
  });

  it('tells an agent only a manager can see it, without asking the server', async () => {
    renderWorkspace('/dealer/audit', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's 403 as the same page", async () => {
    api.on('GET', '/dealer/api/audit', reply(403, { message: MANAGERS_ONLY }));
    renderWorkspace('/dealer/audit', { me: { ...MANAGER, role: 'PLATFORM_ADMIN' } });
    await screen.findByRole('heading', { name: 'Not available' });
    expect(screen.getByText(MANAGERS_ONLY)).toBeTruthy();
  });
});
