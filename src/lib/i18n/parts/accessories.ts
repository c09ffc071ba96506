/**
 * Makes the accessories messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { accessories } from '../en/accessories.ts';
import { addPart } from '../index.ts';

addPart(accessories, { es: () => import('../es/accessories.ts').then((m) => m.accessories) });
