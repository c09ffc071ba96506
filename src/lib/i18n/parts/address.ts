/** Makes the English address messages available; imported by the (lazy) modules that use them. */
import { address } from '../en/address.ts';
import { addMessages } from '../index.ts';

addMessages('en', address);
