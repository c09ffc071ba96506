/**
 * Makes the finance application messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { finance } from '../en/finance.ts';
import { addPart } from '../index.ts';

addPart(finance, { es: () => import('../es/finance.ts').then((m) => m.finance) });
