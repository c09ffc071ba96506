/**
 * Makes the finance review's and lenders' answers' messages available; imported by the (lazy) modules that
 * use them. The Spanish is a chunk of its own: loaded now when Spanish is in use (lazy pages wait for it,
 * partsReady), else on the switch.
 */
import { financeResults } from '../en/finance-results.ts';
import { addPart } from '../index.ts';
import './credit-tiers.ts';

addPart(financeResults, { es: () => import('../es/finance-results.ts').then((m) => m.financeResults) });
