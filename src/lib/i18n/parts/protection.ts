/** Makes the English protection messages available; imported by the (lazy) modules that use them. */
import { protection } from '../en/protection.ts';
import { addMessages } from '../index.ts';

addMessages('en', protection);
