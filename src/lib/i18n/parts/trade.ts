/** Makes the English trade-in messages available; imported by the (lazy) modules that use them. */
import { trade } from '../en/trade.ts';
import { addMessages } from '../index.ts';

addMessages('en', trade);
