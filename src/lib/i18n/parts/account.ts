/**
 * Makes the account messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { account } from '../en/account.ts';
import { addPart } from '../index.ts';

addPart(account, { es: () => import('../es/account.ts').then((m) => m.account) });
