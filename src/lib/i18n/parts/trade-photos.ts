/** Makes the trade photos page's messages available; imported by its (lazy) modules. */
import { tradePhotos } from '../en/trade-photos.ts';
import { addPart } from '../index.ts';

addPart(tradePhotos, { es: () => import('../es/trade-photos.ts').then((m) => m.tradePhotos) });
