/**
 * Makes the certificates messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { certificates } from '../en/certificates.ts';
import { addPart } from '../index.ts';
import './credit-tiers.ts';

addPart(certificates, { es: () => import('../es/certificates.ts').then((m) => m.certificates) });
