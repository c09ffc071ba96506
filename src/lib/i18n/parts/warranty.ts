/** Makes the English warranty messages available; imported by the (lazy) modules that use them. */
import { warranty } from '../en/warranty.ts';
import { addMessages } from '../index.ts';

addMessages('en', warranty);
