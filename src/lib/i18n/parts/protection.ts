/**
 * Makes the protection messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { protection } from '../en/protection.ts';
import { addPart } from '../index.ts';

addPart(protection, { es: () => import('../es/protection.ts').then((m) => m.protection) });
