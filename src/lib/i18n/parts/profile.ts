/**
 * Makes the profile messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { profile } from '../en/profile.ts';
import { addPart } from '../index.ts';

addPart(profile, { es: () => import('../es/profile.ts').then((m) => m.profile) });
