/** Makes the English ghost messages available; imported by the (lazy) modules that use them. */
import { ghost } from '../en/ghost.ts';
import { addMessages } from '../index.ts';

addMessages('en', ghost);
