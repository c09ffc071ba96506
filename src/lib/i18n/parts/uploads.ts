/** Makes every upload's refusals available; imported by the upload client (lazy, like the pages that send files). */
import { uploads } from '../en/uploads.ts';
import { addPart } from '../index.ts';

addPart(uploads, { es: () => import('../es/uploads.ts').then((m) => m.uploads) });
