/**
 * Makes the warranty messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { warranty } from '../en/warranty.ts';
import { addPart } from '../index.ts';

addPart(warranty, { es: () => import('../es/warranty.ts').then((m) => m.warranty) });
