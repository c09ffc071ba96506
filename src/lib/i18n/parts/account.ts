/** Makes the English account messages available; imported by the (lazy) modules that use them. */
import { account } from '../en/account.ts';
import { addMessages } from '../index.ts';

addMessages('en', account);
