/**
 * Makes the calculating-steps list's copy available; imported by its (lazy) module. The Spanish is a chunk of
 * its own, loaded as the other parts' are.
 */
import { calculating } from '../en/calculating.ts';
import { addPart } from '../index.ts';

addPart(calculating, { es: () => import('../es/calculating.ts').then((m) => m.calculating) });
