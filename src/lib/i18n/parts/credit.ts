/** Makes the English credit messages available; imported by the (lazy) modules that use them. */
import { credit } from '../en/credit.ts';
import { addMessages } from '../index.ts';

addMessages('en', credit);
