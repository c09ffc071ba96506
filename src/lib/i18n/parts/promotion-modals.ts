/** Makes the English promotion modal messages available; imported by the (lazy) modules that use them. */
import { promotionModals } from '../en/promotion-modals.ts';
import { addMessages } from '../index.ts';

addMessages('en', promotionModals);
