/** Makes the English copy of the shell's on-demand parts available; imported by those (lazy) modules. */
import { shellOnDemand } from '../en/shell-on-demand.ts';
import { addMessages } from '../index.ts';

addMessages('en', shellOnDemand);
