/** Makes the lender's documents panel's messages available; imported by its (lazy) module. */
import { documents } from '../en/documents.ts';
import { addPart } from '../index.ts';

addPart(documents, { es: () => import('../es/documents.ts').then((m) => m.documents) });
