/**
 * Makes the copy of the shell's on-demand parts (menu panel, cookie settings, save and updated-trade modals)
 * available; imported by those (lazy) modules. The Spanish is a chunk of its own: loaded now when Spanish is
 * in use (lazy parts wait for it, partsReady), else on the switch.
 */
import { shellOnDemand } from '../en/shell-on-demand.ts';
import { addPart } from '../index.ts';

addPart(shellOnDemand, { es: () => import('../es/shell-on-demand.ts').then((m) => m.shellOnDemand) });
