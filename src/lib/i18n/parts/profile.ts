/** Makes the English profile messages available; imported by the (lazy) modules that use them. */
import { profile } from '../en/profile.ts';
import { addMessages } from '../index.ts';

addMessages('en', profile);
