/** Makes the English signing-online messages available; imported by the (lazy) modules that use them. */
import { contracting } from '../en/contracting.ts';
import { addMessages } from '../index.ts';

addMessages('en', contracting);
