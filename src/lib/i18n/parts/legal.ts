/** Makes the English legal messages available; imported by the (lazy) modules that use them. */
import { legal } from '../en/legal.ts';
import { addMessages } from '../index.ts';

addMessages('en', legal);
