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
// Issue 13 journey 1: protection products.
import { protection } from './protection.ts';
// Issue 13 journey 2 (accessories).
import { accessories } from './accessories.ts';
// Issue 13 journey 4, sign online.
import { contracting } from './contracting.ts';
// Issue 13 journey 5 (visits).
import { visits } from './visits.ts';
// Issue 13 journey 3 (finance application).
import { finance } from './finance.ts';
// Issue 16: parts split out of the English core (one Spanish chunk still holds them all).
import { legal } from './legal.ts';
import { warranty } from './warranty.ts';
import { vehicle } from './vehicle.ts';
import { listings } from './listings.ts';
import { garage } from './garage.ts';
import { certificates } from './certificates.ts';
import { validation } from './validation.ts';
import { promotionModals } from './promotion-modals.ts';
import { shellOnDemand } from './shell-on-demand.ts';

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
  ...protection,
  ...accessories,
  // Issue 13 journey 4, sign online.
  ...contracting,
  // Issue 13 journey 5 (visits).
  ...visits,
  // Issue 13 journey 3 (finance application).
  ...finance,
  // Issue 16: parts split out of the English core.
  ...legal,
  ...warranty,
  ...vehicle,
  ...listings,
  ...garage,
  ...certificates,
  ...validation,
  ...promotionModals,
  ...shellOnDemand,
};
