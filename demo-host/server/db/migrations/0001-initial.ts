/** The sandbox's first schema: campaigns, dealers, inventory, users, sessions, logs, states. */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('product_id', 'integer', notNull)
    .addColumn('theme', 'text')
    .addColumn('channel', 'text', notNull)
    .addColumn('domain', 'text', notNull)
    .addColumn('phone_number', 'text')
    .addColumn('phone_number_formatted', 'text')
    .addColumn('pin_enabled', 'integer', notNull)
    .addColumn('warranty_enabled', 'integer', notNull)
    .addColumn('call_center_enabled', 'integer', notNull)
    .addColumn('tenant_id', 'text', notNull)
    .addColumn('payment_type', 'text', notNull)
    .addColumn('ssos', 'text', notNull)
    .addColumn('no_payment_days', 'integer')
    .addColumn('program_id', 'text')
    .addColumn('stock_type_conditions', 'text', notNull)
    .addColumn('cobrowse_license_key', 'text')
    .addColumn('feature_flags', 'text', notNull)
    .addColumn('disabled_pages', 'text', notNull)
    .addColumn('allowed_origins', 'text', notNull)
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('financier_name', 'text')
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema.createIndex('campaigns_domain').on('campaigns').column('domain').execute();

  await db.schema
    .createTable('dealers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('state_code', 'text', notNull)
    .addColumn('zip_code', 'text', notNull)
    .addColumn('time_zone', 'text', notNull)
    .addColumn('website', 'text', notNull)
    .addColumn('call_center_hours', 'text', notNull)
    .execute();

  await db.schema
    .createTable('campaign_dealers')
    .addColumn('campaign_slug', 'text', (c) => c.notNull().references('campaigns.slug').onDelete('cascade'))
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('campaign_dealers_pk', ['campaign_slug', 'dealer_id'])
    .execute();
  await db.schema.createIndex('campaign_dealers_dealer').on('campaign_dealers').column('dealer_id').execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vin', 'text', (c) => c.notNull().unique())
    .addColumn('stock_number', 'text', notNull)
    .addColumn('stock_type', 'text', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('make', 'text', notNull)
    .addColumn('model', 'text', notNull)
    .addColumn('trim', 'text', notNull)
    .addColumn('body_style', 'text', notNull)
    .addColumn('fuel_type', 'text', notNull)
    .addColumn('exterior_color', 'text', notNull)
    .addColumn('interior_color', 'text', notNull)
    .addColumn('engine', 'text', notNull)
    .addColumn('transmission', 'text', notNull)
    .addColumn('drivetrain', 'text', notNull)
    .addColumn('mpg_city', 'integer')
    .addColumn('mpg_highway', 'integer')
    .addColumn('range_miles', 'integer')
    .addColumn('mileage', 'integer')
    .addColumn('msrp', 'integer', notNull)
    .addColumn('sale_price', 'integer', notNull)
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id'))
    .addColumn('style_id', 'integer', notNull)
    .addColumn('model_id', 'integer', notNull)
    .addColumn('options', 'text', notNull)
    .addColumn('features', 'text', notNull)
    .addColumn('vin_on_dealer_lot_date', 'text')
    .addColumn('in_transit', 'integer', notNull)
    .addColumn('estimated_delivery_date', 'text')
    .addColumn('image_count', 'integer', notNull)
    .addColumn('has_360', 'integer', notNull)
    .addColumn('has_video', 'integer', notNull)
    .addCheckConstraint('vehicles_stock_type', sql`stock_type IN ('NEW', 'USED')`)
    .execute();
  await db.schema
    .createIndex('vehicles_search')
    .on('vehicles')
    .columns(['dealer_id', 'stock_type', 'make', 'fuel_type', 'sale_price'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('zipcode', 'text', notNull)
    .addColumn('is_member', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('csrf_token', 'text', notNull)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('updated_at', EPOCH_MS, notNull)
    .execute();
  await db.schema.createIndex('sessions_updated').on('sessions').column('updated_at').execute();

  await withAutoId(db, db.schema.createTable('fe_logs'))
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('level', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('abbreviation', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();
}
