/** Makes the English visits messages available; imported by the (lazy) modules that use them. */
import { visits } from '../en/visits.ts';
import { addMessages } from '../index.ts';

addMessages('en', visits);
