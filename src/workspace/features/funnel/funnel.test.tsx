import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_YOUR_DEALER } from '../../../contract/workspace.ts';
import { FUNNEL_STAGES, type Funnel } from '../../../contract/workspace-funnel.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';
import { filtersFromSearch } from './funnel-model.ts';

const api = useFakeApi();
afterEach(cleanup);

const zeros = () => Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Funnel['totals'];

function funnel(over: Partial<Funnel> = {}): Funnel {
  const day1 = { ...zeros(), opens: 40, vehicleViews: 10, dealsStarted: 4, dealsSaved: 1, leads: 2 };
  const day2 = { ...zeros(), opens: 60, vehicleViews: 15, dealsStarted: 1, dealsSaved: 1, leads: 1, sold: 1 };
  const totals = { ...zeros(), opens: 100, vehicleViews: 25, dealsStarted: 5, dealsSaved: 2, leads: 3, sold: 1 };
  return {
    dealer: { id: 'd1', name: 'Sunrise Toyota' },
    campaign: null,
    campaigns: ['spring'],
    from: '2026-03-02',
    to: '2026-03-03',
    by: 'day',
    periods: [
      { start: '2026-03-02', counts: day1 },
      { start: '2026-03-03', counts: day2 },
    ],
    totals,
    leadsByKind: [{ kind: 'email', count: 3 }],
    conversions: FUNNEL_STAGES.slice(1).map((to) =>
      to === 'dealsSaved'
        ? { from: 'dealsStarted', to, measure: 'conversion', rate: 0.4 }
        : { from: 'opens', to, measure: 'perOpen', rate: totals[to] / totals.opens },
    ),
    responseMinutes: { median: 12, p90: 95, answered: 3 },
    ...over,
  };
}

const PATH = '/dealer/funnel?dealer=d1&from=2026-03-02&to=2026-03-03&by=day';

describe('the funnel page', () => {
  it('shows each stage with its conversion, the response time, a table per day and the CSV link', async () => {
    api.on('GET', '/dealer/api/funnel', funnel());
    renderWorkspace(PATH, { me: MANAGER });
    const summary = await screen.findByRole('table', { name: /conversion, or its rate per 100 widget opens/ });
    const views = within(summary).getByRole('row', { name: /Vehicles viewed/ });
    expect(within(views).getByText('25')).toBeTruthy();
    expect(within(views).getByText('25 per 100 widget opens')).toBeTruthy();
    const saved = within(summary).getByRole('row', { name: /Deals saved/ });
    expect(within(saved).getByText('40% of deals started')).toBeTruthy();
    // More leads than deals saved reads as a rate, never as a conversion past 100%.
    const leads = within(summary).getByRole('row', { name: /Leads/ });
    expect(within(leads).getByText('3 per 100 widget opens')).toBeTruthy();
    expect(within(summary).queryByText(/\d{3,}%/)).toBeNull();
    expect(screen.getByText('12 min')).toBeTruthy();
    expect(screen.getByText('95 min')).toBeTruthy();
    expect(screen.getByText('Email: 3')).toBeTruthy();
    const periods = screen.getByRole('table', { name: 'Each stage per period' });
    expect(within(periods).getAllByRole('row')).toHaveLength(3);
    expect(within(periods).getByRole('rowheader', { name: 'Mar 3, 2026' })).toBeTruthy();
    expect(api.sent('GET', '/dealer/api/funnel')[0]!.query).toEqual({
      dealer: 'd1',
      from: '2026-03-02',
      to: '2026-03-03',
      by: 'day',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/dealer/api/funnel.csv?dealer=d1&from=2026-03-02&to=2026-03-03&by=day',
    );
    expect(screen.getByRole('link', { name: 'Funnel' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the filters in the URL and asks again', async () => {
    api.on('GET', '/dealer/api/funnel', funnel());
    const { currentPath } = renderWorkspace(PATH, { me: MANAGER });
    await screen.findByRole('link', { name: 'Download CSV' });
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: 'spring' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('link', { name: 'Download CSV' });
    expect(currentPath()).toBe('/dealer/funnel?dealer=d2&from=2026-03-02&to=2026-03-03&by=week&campaign=spring');
    expect(api.sent('GET', '/dealer/api/funnel').at(-1)!.query).toMatchObject({ dealer: 'd2', campaign: 'spring' });
  });

  it('says when nothing was counted, and shows an error with a retry', async () => {
    api.once('GET', '/dealer/api/funnel', reply(403, { message: NOT_YOUR_DEALER }));
    api.once('GET', '/dealer/api/funnel', funnel({ totals: zeros(), periods: [], leadsByKind: [] }));
    renderWorkspace(PATH, { me: AGENT });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing was counted for these filters.')).toBeTruthy();
  });
});

describe('filtersFromSearch', () => {
  it("fills in the member's first dealer, the last 30 days and by day; ignores another dealer", () => {
    const now = new Date(2026, 2, 31, 10);
    expect(filtersFromSearch('dealer=zz&by=month', MANAGER.dealers, now)).toEqual({
      dealer: 'd1',
      from: '2026-03-02',
      to: '2026-03-31',
      by: 'day',
    });
    expect(filtersFromSearch('', [], now)).toBeNull();
  });
});
