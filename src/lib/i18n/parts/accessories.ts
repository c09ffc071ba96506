/** Makes the English accessories messages available; imported by the (lazy) modules that use them. */
import { accessories } from '../en/accessories.ts';
import { addMessages } from '../index.ts';

addMessages('en', accessories);
