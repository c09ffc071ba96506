/**
 * Queries behind the page shell (issue 4): a dealer's chat config and the logged-in user's
 * payoff-updated info. Rows are written by the seed (validated there with the app's schemas).
 */
import type * as v from 'valibot';
import { CHAT_DISABLED, type ChatConfig } from '../../../src/features/external-scripts/api.ts';
import type { PayoffUpdatedInfoSchema } from '../../../src/features/shell/api.ts';
import type { Db } from './types.ts';

export type PayoffUpdatedInfo = v.InferOutput<typeof PayoffUpdatedInfoSchema>;

type ChatRow = {
  dealer_id: string;
  chat_enabled: number | null;
  is_dealer_chat: number | null;
  script: string | null;
  is_reputation_chat: number | null;
  widget_id: string | null;
  tenant_key: string | null;
};

/** The dealer's chat config; chat off when the dealer has no row; null when the dealer does not exist. */
export function getDealerChatConfig(db: Db, dealerId: string): ChatConfig | null {
  const row = db
    .prepare(
      `SELECT d.id AS dealer_id, c.chat_enabled, c.is_dealer_chat, c.script, c.is_reputation_chat, c.widget_id,
         c.tenant_key
       FROM dealers d LEFT JOIN dealer_chat_config c ON c.dealer_id = d.id
       WHERE d.id = ?`,
    )
    .get(dealerId) as ChatRow | undefined;
  if (!row) return null;
  if (row.chat_enabled === null) return { ...CHAT_DISABLED };
  return {
    chatEnabled: row.chat_enabled !== 0,
    isDealerChat: row.is_dealer_chat !== 0,
    script: row.script,
    isReputationChat: row.is_reputation_chat !== 0,
    widgetId: row.widget_id,
    tenantKey: row.tenant_key,
  };
}

export type ChatConfigRecord = ChatConfig & { dealerId: string };

export function upsertDealerChatConfig(db: Db, c: ChatConfigRecord): void {
  db.prepare(
    `INSERT INTO dealer_chat_config (dealer_id, chat_enabled, is_dealer_chat, script, is_reputation_chat, widget_id,
       tenant_key)
     VALUES (@dealerId, @chatEnabled, @isDealerChat, @script, @isReputationChat, @widgetId, @tenantKey)
     ON CONFLICT (dealer_id) DO UPDATE SET chat_enabled = excluded.chat_enabled,
       is_dealer_chat = excluded.is_dealer_chat, script = excluded.script,
       is_reputation_chat = excluded.is_reputation_chat, widget_id = excluded.widget_id,
       tenant_key = excluded.tenant_key`,
  ).run({
    ...c,
    chatEnabled: c.chatEnabled ? 1 : 0,
    isDealerChat: c.isDealerChat ? 1 : 0,
    isReputationChat: c.isReputationChat ? 1 : 0,
  });
}

export type PayoffUpdateRecord = {
  id: string;
  tradeId: string;
  vin: string;
  oldOffer: number;
  oldPayoff: number;
  updatedAt: string;
};

export function insertPayoffUpdate(db: Db, u: PayoffUpdateRecord): void {
  db.prepare(
    `INSERT OR IGNORE INTO trade_payoff_updates (id, trade_id, vin, old_offer, old_payoff, updated_at)
     VALUES (@id, @tradeId, @vin, @oldOffer, @oldPayoff, @updatedAt)`,
  ).run(u);
}

type PayoffRow = {
  vehicle_name: string;
  vin: string;
  old_offer: number;
  old_payoff: number;
  new_offer: number;
  new_payoff: number;
};

/**
 * The user's latest trade revaluation (seed 001 §3 "Payoff updated info"): net offer = trade offer −
 * payoff, difference = new net − old net (negative: the value went down).
 */
export function getPayoffUpdatedInfo(db: Db, userId: string): PayoffUpdatedInfo | null {
  const row = db
    .prepare(
      `SELECT t.vehicle_name, u.vin, u.old_offer, u.old_payoff, t.offer AS new_offer, t.payoff AS new_payoff
       FROM trade_payoff_updates u JOIN trades t ON t.id = u.trade_id
       WHERE t.user_id = ?
       ORDER BY u.updated_at DESC, u.id DESC LIMIT 1`,
    )
    .get(userId) as PayoffRow | undefined;
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
