/**
 * Makes the deal page's copy below the payment available (program offers, finishing online, saving);
 * imported by the lazy sections that show it. The Spanish is a chunk of its own, loaded as the other parts' are.
 */
import { dealSections } from '../en/deal-sections.ts';
import { addPart } from '../index.ts';

addPart(dealSections, { es: () => import('../es/deal-sections.ts').then((m) => m.dealSections) });
