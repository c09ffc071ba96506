/**
 * Makes the listings messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { listings } from '../en/listings.ts';
import { addPart } from '../index.ts';

addPart(listings, { es: () => import('../es/listings.ts').then((m) => m.listings) });
