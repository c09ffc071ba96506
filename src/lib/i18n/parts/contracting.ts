/**
 * Makes the signing-online messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { contracting } from '../en/contracting.ts';
import { addPart } from '../index.ts';

addPart(contracting, { es: () => import('../es/contracting.ts').then((m) => m.contracting) });
