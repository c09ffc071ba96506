/** Makes the English deal messages available; imported by the (lazy) modules that use them. */
import { deal } from '../en/deal.ts';
import { addMessages } from '../index.ts';

addMessages('en', deal);
