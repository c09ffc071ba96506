/**
 * Makes the promotion modal messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { promotionModals } from '../en/promotion-modals.ts';
import { addPart } from '../index.ts';

addPart(promotionModals, { es: () => import('../es/promotion-modals.ts').then((m) => m.promotionModals) });
