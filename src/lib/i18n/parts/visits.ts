/**
 * Makes the visits messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { visits } from '../en/visits.ts';
import { addPart } from '../index.ts';

addPart(visits, { es: () => import('../es/visits.ts').then((m) => m.visits) });
