/** Makes the English listings messages available; imported by the (lazy) modules that use them. */
import { listings } from '../en/listings.ts';
import { addMessages } from '../index.ts';

addMessages('en', listings);
