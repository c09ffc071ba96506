/**
 * Makes the ghost messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { ghost } from '../en/ghost.ts';
import { addPart } from '../index.ts';

addPart(ghost, { es: () => import('../es/ghost.ts').then((m) => m.ghost) });
