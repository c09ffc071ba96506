/** Makes the copy of the banners above the navigation bar available; imported by their chunk. */
import { topBanners } from '../en/top-banners.ts';
import { addPart } from '../index.ts';

addPart(topBanners, { es: () => import('../es/top-banners.ts').then((m) => m.topBanners) });
