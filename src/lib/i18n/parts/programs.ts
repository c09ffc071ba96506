/**
 * Makes the plugin landing page's and the upgrade program block's messages available; imported by
 * those lazy modules. The Spanish is a chunk of its own: loaded now when Spanish is in use, else on the switch.
 */
import { programs } from '../en/programs.ts';
import { addPart } from '../index.ts';

addPart(programs, { es: () => import('../es/programs.ts').then((m) => m.programs) });
