/**
 * Makes a deal's progress copy available to the deal page, the garage and the certificate. The
 * Spanish is a chunk of its own, loaded as the other parts' are.
 */
import { dealStatus } from '../en/deal-status.ts';
import { addPart } from '../index.ts';

addPart(dealStatus, { es: () => import('../es/deal-status.ts').then((m) => m.dealStatus) });
