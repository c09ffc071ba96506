/**
 * Queries behind the page shell: a dealer's chat config and the logged-in user's
 * payoff-updated info. Rows are written by the seed (validated there with the app's schemas).
 */
import type * as v from 'valibot';
import { CHAT_DISABLED, type ChatConfig } from '../../../src/contract/external-scripts.ts';
import type { PayoffUpdatedInfoSchema } from '../../../src/contract/shell.ts';
import type { Db } from './schema.ts';
import { bool } from './repo.ts';

export type PayoffUpdatedInfo = v.InferOutput<typeof PayoffUpdatedInfoSchema>;

/** The dealer's chat config; chat off when the dealer has no row; null when the dealer does not exist. */
export async function getDealerChatConfig(db: Db, dealerId: string): Promise<ChatConfig | null> {
  const row = await db
    .selectFrom('dealers as d')
    .leftJoin('dealer_chat_config as c', 'c.dealer_id', 'd.id')
    .select(['c.chat_enabled', 'c.is_dealer_chat', 'c.script', 'c.is_reputation_chat', 'c.widget_id', 'c.tenant_key'])
    .where('d.id', '=', dealerId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.chat_enabled === null) return { ...CHAT_DISABLED };
  return {
    chatEnabled: bool(row.chat_enabled),
    isDealerChat: bool(row.is_dealer_chat),
    script: row.script,
    isReputationChat: bool(row.is_reputation_chat),
    widgetId: row.widget_id,
    tenantKey: row.tenant_key,
  };
}

/** A chat config as its table's columns (what the seed writes). */
export const chatConfigColumns = (c: ChatConfig) => ({
  chat_enabled: c.chatEnabled ? 1 : 0,
  is_dealer_chat: c.isDealerChat ? 1 : 0,
  script: c.script,
  is_reputation_chat: c.isReputationChat ? 1 : 0,
  widget_id: c.widgetId,
  tenant_key: c.tenantKey,
});

/**
 * The user's latest trade revaluation (seed 001 §3 "Payoff updated info"): net offer = trade offer −
 * payoff, difference = new net − old net (negative: the value went down).
 */
export async function getPayoffUpdatedInfo(db: Db, userId: string): Promise<PayoffUpdatedInfo | null> {
  const row = await db
    .selectFrom('trade_payoff_updates as u')
    .innerJoin('trades as t', 't.id', 'u.trade_id')
    .select([
      't.vehicle_name',
      'u.vin',
      'u.old_offer',
      'u.old_payoff',
      't.offer as new_offer',
      't.payoff as new_payoff',
    ])
    .where('t.user_id', '=', userId)
    .orderBy('u.updated_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const oldNetOffer = row.old_offer - row.old_payoff;
  const newNetOffer = row.new_offer - row.new_payoff;
  return {
    vehicleName: row.vehicle_name,
    vin: row.vin,
    oldTradeOffer: row.old_offer,
    oldPayoff: row.old_payoff,
    oldNetOffer,
    newTradeOffer: row.new_offer,
    newPayoff: row.new_payoff,
    newNetOffer,
    difference: newNetOffer - oldNetOffer,
  };
}
