/** Makes the reserve and reserved pages' messages available; the Spanish is a chunk of its own (partsReady). */
import { reserve } from '../en/reserve.ts';
import { addPart } from '../index.ts';

addPart(reserve, { es: () => import('../es/reserve.ts').then((m) => m.reserve) });
