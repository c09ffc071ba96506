/**
 * Makes the onetap messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { onetap } from '../en/onetap.ts';
import { addPart } from '../index.ts';

addPart(onetap, { es: () => import('../es/onetap.ts').then((m) => m.onetap) });
