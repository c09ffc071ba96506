/**
 * Makes the credit messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { credit } from '../en/credit.ts';
import { addPart } from '../index.ts';
import './credit-tiers.ts';

addPart(credit, { es: () => import('../es/credit.ts').then((m) => m.credit) });
