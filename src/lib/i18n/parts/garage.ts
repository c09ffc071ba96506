/**
 * Makes the garage messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { garage } from '../en/garage.ts';
import { addPart } from '../index.ts';
import './credit-tiers.ts';

addPart(garage, { es: () => import('../es/garage.ts').then((m) => m.garage) });
