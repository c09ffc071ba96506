/**
 * Makes the copy of the layout's after-the-page chunk (footers, floating contact button, tour hint)
 * available; imported by that chunk. Its Spanish is a chunk of its own, as for every part.
 */
import { afterMain } from '../en/after-main.ts';
import { addPart } from '../index.ts';

addPart(afterMain, { es: () => import('../es/after-main.ts').then((m) => m.afterMain) });
