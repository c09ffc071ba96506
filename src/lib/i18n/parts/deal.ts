/**
 * Makes the deal messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { deal } from '../en/deal.ts';
import { addPart } from '../index.ts';
import './credit-tiers.ts';

addPart(deal, { es: () => import('../es/deal.ts').then((m) => m.deal) });
