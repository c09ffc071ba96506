import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { FinishSteps, finishSteps } from './finish-steps.tsx';

const api = useFakeApi();

const on = { contractingEnabled: true, financeAppEnabled: true };
const off = { contractingEnabled: false, financeAppEnabled: false };
const labels = (steps: { label: string }[]) => steps.map((s) => s.label.replace('deal.finish.', ''));

// The reserve step asks whether the dealer takes deposits: by default it does not.
const NO_DEPOSITS = { offer: null, reservedByOther: false, reservation: null, payment: null };
beforeEach(() => api.on('GET', '/deals/:id/reservation', NO_DEPOSITS));
afterEach(cleanup);

describe('finishing steps', () => {
  it('offers the finance application and signing online only where the deal has them (seed 000 §3, §4)', () => {
    expect(labels(finishSteps({ dealId: 'd1', vehicleId: 'v1', features: on }, false))).toEqual([
      'accessories',
      'finance',
      'sign',
      'testDrive',
      'contact',
    ]);
    expect(labels(finishSteps({ dealId: 'd1', vehicleId: 'v1', features: off }, false))).toEqual([
      'accessories',
      'testDrive',
      'contact',
    ]);
  });

  it('links each step to its page for this deal and vehicle', () => {
    const steps = finishSteps({ dealId: 'd 1', vehicleId: 'v1', features: on }, true);
    expect(steps.map((s) => s.to)).toEqual([
      '/deals/d%201/accessories',
      '/deals/d%201/finance',
      '/deals/d%201/sign-online/verify',
      '/deals/d%201/drive-at-home',
      '/vehicles/v1/test-drive',
      '/contact-dealer?vehicleId=v1',
    ]);
  });

  it('offers drive at home when the dealer is in the program', async () => {
    api.on('GET', '/drive-at-home/dealer-in-program/:dealerId', {
      dealerId: 'd100',
      inProgram: true,
      deliveryRadiusMiles: 50,
    });
    renderInApp(<FinishSteps dealId="d1" vehicleId="v1" dealerId="d100" features={on} />);
    expect(await screen.findByRole('link', { name: 'Drive at home' })).toBeTruthy();
    expect(api.sent('GET', '/drive-at-home/dealer-in-program/d100')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Finish your purchase online' })).toBeTruthy();
    // Seed 000 §1's marketing copy: the time saved at the dealer, remote delivery, the insurance quote offer.
    for (const claim of [
      /save up to 30 minutes/,
      /save up to 60 minutes/,
      /save up to 2 hours/,
      /^Remote delivery/,
      /insurance quote/,
    ]) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
  });

  it('leaves drive at home out for a dealer not in the program (seed 000 §6)', async () => {
    api.on('GET', '/drive-at-home/dealer-in-program/:dealerId', {
      dealerId: 'd500',
      inProgram: false,
      deliveryRadiusMiles: null,
    });
    renderInApp(<FinishSteps dealId="d1" vehicleId="v1" dealerId="d500" features={off} />);
    await waitFor(() => expect(api.sent('GET', '/drive-at-home/dealer-in-program/d500')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Schedule a test drive' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Drive at home' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign online' })).toBeNull();
  });

  it('offers to reserve the vehicle when its dealer takes deposits and nobody holds it', async () => {
    api.on('GET', '/drive-at-home/dealer-in-program/:dealerId', {
      dealerId: 'd100',
      inProgram: false,
      deliveryRadiusMiles: null,
    });
    api.on('GET', '/deals/:id/reservation', {
      ...NO_DEPOSITS,
      offer: { amountCents: 50_000, refundDays: 7, holdHours: 48 },
    });
    renderInApp(<FinishSteps dealId="d1" vehicleId="v1" dealerId="d100" features={off} />);
    const link = await screen.findByRole('link', { name: 'Reserve this vehicle' });
    expect(link.getAttribute('href')).toBe('/deals/d1/reserve');
    expect(await screen.findByText('A refundable deposit holds the vehicle for you.')).toBeTruthy();
  });
});
