/** Makes the English certificates messages available; imported by the (lazy) modules that use them. */
import { certificates } from '../en/certificates.ts';
import { addMessages } from '../index.ts';

addMessages('en', certificates);
