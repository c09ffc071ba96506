/**
 * Makes the validation messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { validation } from '../en/validation.ts';
import { addPart } from '../index.ts';

addPart(validation, { es: () => import('../es/validation.ts').then((m) => m.validation) });
