/** Makes the English validation messages available; imported by the (lazy) modules that use them. */
import { validation } from '../en/validation.ts';
import { addMessages } from '../index.ts';

addMessages('en', validation);
