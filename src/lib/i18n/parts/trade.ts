/**
 * Makes the trade-in messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { trade } from '../en/trade.ts';
import { addPart } from '../index.ts';

addPart(trade, { es: () => import('../es/trade.ts').then((m) => m.trade) });
