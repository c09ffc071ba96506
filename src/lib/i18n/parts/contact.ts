/** Makes the English contact messages available; imported by the (lazy) modules that use them. */
import { contact } from '../en/contact.ts';
import { addMessages } from '../index.ts';

addMessages('en', contact);
