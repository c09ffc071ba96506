/** Makes the English garage messages available; imported by the (lazy) modules that use them. */
import { garage } from '../en/garage.ts';
import { addMessages } from '../index.ts';

addMessages('en', garage);
