/**
 * Makes the credit tiers' names available to every part that names a tier (deal, credit, finance,
 * garage, certificates). The Spanish is a chunk of its own, loaded as the other parts' are.
 */
import { creditTiers } from '../en/credit-tiers.ts';
import { addPart } from '../index.ts';

addPart(creditTiers, { es: () => import('../es/credit-tiers.ts').then((m) => m.creditTiers) });
