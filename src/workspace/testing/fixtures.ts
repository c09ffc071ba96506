/** Members and leads as the workspace's API answers them. Test code only. */
import type { LeadDetail, LeadRow, StaffMe } from '../../contract/workspace.ts';

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
