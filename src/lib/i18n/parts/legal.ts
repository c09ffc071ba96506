/**
 * Makes the legal messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { legal } from '../en/legal.ts';
import { addPart } from '../index.ts';

addPart(legal, { es: () => import('../es/legal.ts').then((m) => m.legal) });
