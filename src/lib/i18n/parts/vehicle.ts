/**
 * Makes the vehicle messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { vehicle } from '../en/vehicle.ts';
import { addPart } from '../index.ts';

addPart(vehicle, { es: () => import('../es/vehicle.ts').then((m) => m.vehicle) });
