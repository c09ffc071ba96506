/** Makes the English finance application messages available; imported by the (lazy) modules that use them. */
import { finance } from '../en/finance.ts';
import { addMessages } from '../index.ts';

addMessages('en', finance);
