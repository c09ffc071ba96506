import type { MessageKey } from '../en/index.ts';
import { app } from './app.ts';
import { account } from './account.ts';
import { ghost } from './ghost.ts';
import { address } from './address.ts';
import { profile } from './profile.ts';
import { onetap } from './onetap.ts';
import { contact } from './contact.ts';
import { home } from './home.ts';
import { deal } from './deal.ts';
import { forms } from './forms.ts';
import { promotions } from './promotions.ts';
import { shell } from './shell.ts';
import { shop } from './shop.ts';
import { trade } from './trade.ts';
import { credit } from './credit.ts';
// Issue 13 journey 3 (finance application).
import { finance } from './finance.ts';

export const es: Record<MessageKey, string> = {
  ...app,
  ...forms,
  ...deal,
  ...shop,
  ...shell,
  ...promotions,
  ...account,
  ...ghost,
  ...address,
  ...profile,
  ...onetap,
  ...contact,
  ...home,
  ...trade,
  ...credit,
  // Issue 13 journey 3 (finance application).
  ...finance,
};
