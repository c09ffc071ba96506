/** Members, leads and deals as the workspace's API answers them. Test code only. */
import type { LeadDetail, LeadRow, StaffMe } from '../../contract/workspace.ts';
import type { DealJacket } from '../../contract/workspace-deals.ts';

export const MANAGER: StaffMe = {
  id: 's1',
  email: 'maria@dealer.test',
  name: 'María Pérez',
  role: 'DEALER_MANAGER',
  dealers: [
    { id: 'd1', name: 'Sunrise Toyota' },
    { id: 'd2', name: 'Sunrise Honda' },
  ],
  csrfToken: 'csrf-manager',
};

export const AGENT: StaffMe = {
  id: 's2',
  email: 'sam@dealer.test',
  name: 'Sam Agent',
  role: 'AGENT',
  dealers: [{ id: 'd1', name: 'Sunrise Toyota' }],
  csrfToken: 'csrf-agent',
};

const CREATED = Date.UTC(2026, 10, 20, 15, 0);

export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: 'L1',
    kind: 'test-drive',
    status: 'NEW',
    createdAt: CREATED,
    dealer: { id: 'd1', name: 'Sunrise Toyota' },
    campaign: 'demo-ecommerce',
    shopper: { name: 'Ana García', email: 'ana@example.test', phone: '(555) 010-2030' },
    vehicle: '2025 Toyota Camry SE',
    delivery: 'DELIVERED',
    owner: null,
    firstResponseAt: null,
    thread: { events: 1, lastKind: 'test-drive', lastAt: CREATED },
    ...overrides,
  };
}

export function leadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...leadRow(),
    lostReason: null,
    dealId: 'deal-1',
    comments: 'Can I come Saturday?\n<b>not markup</b>',
    consents: [{ kind: 'contact', version: '2', givenAt: '2026-11-20T15:00:00.000Z' }],
    tries: [{ attempt: 1, startedAt: CREATED + 1000, finishedAt: CREATED + 2000, outcome: 'DELIVERED', detail: null }],
    updates: [],
    notes: [],
    staff: [
      { id: 's1', name: 'María Pérez' },
      { id: 's2', name: 'Sam Agent' },
    ],
    ...overrides,
  };
}

const breakdown = {
  price: 30000,
  rebates: 0,
  docFee: 500,
  registrationFee: 300,
  protectionProducts: 0,
  accessories: 0,
  salesTax: 1800,
  taxRatePercent: 6,
  tradeEquity: 0,
};
// Every line adds up to the cent, as the shared schemas demand of a quote.
/** A saved finance deal's jacket, as the server answers it; tests change what they look at. */
export const dealJacket = (over: Partial<DealJacket> = {}): DealJacket => ({
  id: 'D1',
  dealName: null,
  saved: true,
  status: { stage: 'SAVED', steps: [] },
  dealType: 'FINANCE',
  createdAt: '2026-11-30T15:00:00.000Z',
  updatedAt: '2026-11-30T16:00:00.000Z',
  dealer: { id: 'd100', name: 'Riverside Auto Group' },
  campaign: 'demo-ecommerce',
  shopper: { name: 'Ana García', email: 'ana@example.test', phone: '5550102030' },
  vehicle: {
    id: 'v1',
    label: '2026 Honda Accord Sport',
    vin: '1HGCY1F30RA000001',
    stockNumber: 'S-1',
    stockType: 'NEW',
    msrp: 31000,
    salePrice: 30000,
  },
  quote: {
    id: 'q1',
    lease: false,
    financier: { lenderNumber: 'L1', name: 'Honda Financial', captiveLender: true },
    term: 60,
    apr: 3.9,
    downPayment: 2600,
    minimumDownPayment: 0,
    maximumDownPayment: 31000,
    monthlyPayment: 550,
    finalPayment: 550,
    amountFinanced: 30000,
    financeCharge: 3000,
    totalOfPayments: 33000,
    creditTier: 'good',
    breakdown,
  },
  cash: { outTheDoor: 32600, cashPrice: 32600, breakdown },
  externalOffers: [],
  trade: null,
  credit: { tier: 'good', source: 'SELF_SELECTED' },
  protection: [],
  accessories: [],
  financeApplication: null,
  contract: null,
  bookings: [],
  consents: [],
  priceLock: null,
  reservation: null,
  ...over,
});
