/**
 * The deal desk: pricing inputs, deals with their persisted quotes, leads, certificates,
 * recently viewed vehicles, and the tables later migrations fill.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS, MONEY, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vehicles').addColumn('manufacturer_rebate', 'integer').execute();
  await db.schema.alterTable('vehicles').addColumn('price_with_rebates', 'integer').execute();
  await db.schema
    .createIndex('vehicles_price_with_rebates')
    .on('vehicles')
    .columns(['price_with_rebates', 'id'])
    .execute();
  await db.schema
    .createIndex('vehicles_dealer_price')
    .on('vehicles')
    .columns(['dealer_id', 'price_with_rebates', 'id'])
    .execute();
  await db.schema.createIndex('vehicles_style').on('vehicles').columns(['style_id', 'id']).execute();

  await db.schema
    .alterTable('dealers')
    .addColumn('doc_fee', MONEY, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('registration_fee', MONEY, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('credit_score', 'integer').execute();

  await db.schema
    .createTable('trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_name', 'text', notNull)
    .addColumn('offer', MONEY, notNull)
    .addColumn('payoff', MONEY, notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('trades_user').on('trades').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('deals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vehicle_id', 'text', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('credit_score', 'integer', notNull)
    .addColumn('trade_id', 'text', (c) => c.references('trades.id').onDelete('set null'))
    .addColumn('deal_name', 'text')
    .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preferences', 'text', notNull)
    .addColumn('external_offers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cash_protection_products', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('selected_kind', 'text')
    .addColumn('selected_quote_id', 'text')
    .addColumn('selected_request_key', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('deals_selected_kind', sql`selected_kind IN ('FINANCE', 'LEASE')`)
    .execute();
  await db.schema.createIndex('deals_session').on('deals').column('session_id').execute();
  await db.schema.createIndex('deals_user_saved').on('deals').columns(['user_id', 'saved', 'updated_at']).execute();

  await db.schema
    .createTable('deal_quotes')
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('request_key', 'text', notNull)
    .addColumn('request', 'text', notNull)
    .addColumn('quotes', 'text', notNull)
    .addColumn('requested_seq', 'integer', notNull)
    .addPrimaryKeyConstraint('deal_quotes_pk', ['deal_id', 'kind', 'request_key'])
    .addCheckConstraint('deal_quotes_kind', sql`kind IN ('FINANCE', 'LEASE')`)
    .execute();
  await db.schema
    .createIndex('deal_quotes_latest')
    .on('deal_quotes')
    .columns(['deal_id', 'kind', 'requested_seq'])
    .execute();

  await withAutoId(db, db.schema.createTable('leads'))
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('leads_deal_kind', ['deal_id', 'kind'])
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deal_name', 'text', notNull)
    .addColumn('preferences', 'text', notNull)
    .addColumn('payment_type', 'text', notNull)
    .addColumn('terms', 'text', notNull)
    .addColumn('issued_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addCheckConstraint('certificates_payment_type', sql`payment_type IN ('CASH', 'LEASE', 'FINANCE')`)
    .execute();
  await db.schema
    .createIndex('certificates_owner')
    .on('certificates')
    .columns(['user_id', 'vehicle_id', 'issued_at'])
    .execute();

  await db.schema
    .createTable('recently_viewed')
    .addColumn('owner', 'text', notNull)
    .addColumn('vehicle_id', 'text', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('viewed_at', EPOCH_MS, notNull)
    .addPrimaryKeyConstraint('recently_viewed_pk', ['owner', 'vehicle_id'])
    .execute();
  await db.schema.createIndex('recently_viewed_latest').on('recently_viewed').columns(['owner', 'viewed_at']).execute();

  await db.schema
    .createTable('saved_accessories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('price', MONEY, notNull)
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('saved_accessories_deal')
    .on('saved_accessories')
    .columns(['deal_id', 'position'])
    .execute();

  // Dealer protection products (migration 0016 completes it); deals reference them by id.
  await db.schema
    .createTable('protection_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dealer_id', 'text', (c) => c.references('dealers.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('price', MONEY, notNull)
    .execute();

  await db.schema
    .createTable('pre_approvals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.references('deals.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lender_name', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('pre_approvals_deal').on('pre_approvals').columns(['deal_id', 'created_at']).execute();
}
