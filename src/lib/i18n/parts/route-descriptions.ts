/**
 * Makes each route's meta description available; imported on the standalone site only (in a frame or the
 * shadow mount nobody reads the frame's meta tags). The Spanish is a chunk of its own: loaded now when Spanish
 * is in use (partsReady), else on the switch.
 */
import { routeDescriptions } from '../en/route-descriptions.ts';
import { addPart } from '../index.ts';

addPart(routeDescriptions, { es: () => import('../es/route-descriptions.ts').then((m) => m.routeDescriptions) });
