/**
 * Makes the address messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { address } from '../en/address.ts';
import { addPart } from '../index.ts';

addPart(address, { es: () => import('../es/address.ts').then((m) => m.address) });
