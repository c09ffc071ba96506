/** Makes the "Reserved" badge's, the reserve entry's and the reservation summary's words available (es: its own chunk). */
import { reserveSummary } from '../en/reserve-summary.ts';
import { addPart } from '../index.ts';

addPart(reserveSummary, { es: () => import('../es/reserve-summary.ts').then((m) => m.reserveSummary) });
