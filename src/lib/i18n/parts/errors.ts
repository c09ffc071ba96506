/** Makes the not-found and error pages' copy available; imported by those pages. */
import { errors } from '../en/errors.ts';
import { addPart } from '../index.ts';

addPart(errors, { es: () => import('../es/errors.ts').then((m) => m.errors) });
