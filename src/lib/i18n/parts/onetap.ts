/** Makes the English onetap messages available; imported by the (lazy) modules that use them. */
import { onetap } from '../en/onetap.ts';
import { addMessages } from '../index.ts';

addMessages('en', onetap);
