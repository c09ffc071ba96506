/** The money and rules page's sections as the fake API answers them for one dealer; a test declares its own after. */
import type { DealerDepositsAnswer } from '../../../contract/workspace-dealer-deposits.ts';
import type { DealerRulesAnswer } from '../../../contract/workspace-dealer-rules.ts';
import type { FakeApi } from '../../../testing/fake-api.ts';

const DEALER = { id: 'd1', name: 'Sunrise Toyota' };

export const rulesAnswer = (over: Partial<DealerRulesAnswer> = {}): DealerRulesAnswer => ({
  dealer: DEALER,
  addressZip: '78701',
  docFee: 150,
  registrationFee: 112.5,
  taxZip: '',
  driveAtHomeEnabled: false,
  protectionProductsEnabled: true,
  ...over,
});

export const depositsAnswer = (over: Partial<DealerDepositsAnswer> = {}): DealerDepositsAnswer => ({
  dealer: DEALER,
  enabled: true,
  amountCents: 50_000,
  refundDays: 7,
  holdHours: 48,
  ...over,
});

/** Every section's read, without history, products or accessories. */
export function answerRulesPage(api: FakeApi): void {
  api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false });
  api.on('GET', '/dealer/api/dealers/:id/rules', rulesAnswer());
  api.on('GET', '/dealer/api/dealers/:id/deposits', depositsAnswer());
  api.on('GET', '/dealer/api/dealers/:id/protection', { dealer: DEALER, products: [] });
  api.on('GET', '/dealer/api/dealers/:id/accessories', { dealer: DEALER, accessories: [] });
}
