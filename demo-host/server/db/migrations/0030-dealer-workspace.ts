/**
 * The dealer workspace: staff and their dealers, staff sessions, recovery codes, the audit log, and a
 * lead's work (pipeline status, owner, first response, notes) beside its delivery in `lead_outbox`.
 * - `staff.totp_secret` is sealed with the deployment's data key; a null secret is a member who
 *   enrols an authenticator at their next sign-in.
 * - `staff_sessions.id` is the SHA-256 of the cookie's token: a copy of the table signs nobody in.
 * - `lead_outbox` gains what the inbox lists and searches (the shopper's name, email and phone, the
 *   vehicle), written with the lead; older leads get them from their ADF document here.
 * - `audit_log` is append-only: nothing updates or deletes its rows.
 */
import { sql, type Kysely } from 'kysely';
import { XMLParser } from 'fast-xml-parser';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', EPOCH_MS)
    // The last TOTP time step accepted: a code is good once (RFC 6238 §5.2).
    .addColumn('totp_last_step', EPOCH_MS)
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, notNull)
    .addCheckConstraint('staff_role', sql`role IN ('PLATFORM_ADMIN', 'DEALER_MANAGER', 'AGENT')`)
    .execute();
  await db.schema
    .createTable('staff_dealers')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_dealers_pk', ['staff_id', 'dealer_id'])
    .execute();
  await db.schema.createIndex('staff_dealers_dealer').on('staff_dealers').column('dealer_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', notNull)
    // Null until the second factor: such a session may only enrol or enter a code.
    .addColumn('mfa_at', EPOCH_MS)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('updated_at', EPOCH_MS, notNull)
    .addColumn('client', 'text', notNull)
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await withAutoId(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', notNull)
    .addColumn('used_at', EPOCH_MS)
    .execute();
  await db.schema.createIndex('staff_recovery_staff').on('staff_recovery_codes').column('staff_id').execute();

  await withAutoId(db, db.schema.createTable('audit_log'))
    .addColumn('at', EPOCH_MS, notNull)
    .addColumn('staff_id', 'text', notNull)
    .addColumn('staff_email', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('record_type', 'text', notNull)
    .addColumn('record_id', 'text', notNull)
    .addColumn('dealer_id', 'text')
    .addColumn('client', 'text', notNull)
    .execute();
  await db.schema.createIndex('audit_log_dealer').on('audit_log').columns(['dealer_id', 'id']).execute();

  for (const [name, type] of [
    ['shopper_name', 'text'],
    ['shopper_email', 'text'],
    ['shopper_phone', 'text'],
    ['vehicle_label', 'text'],
    ['deal_id', 'text'],
    ['lost_reason', 'text'],
    ['owner_staff_id', 'text'],
    ['first_response_at', EPOCH_MS],
  ] as const) {
    await db.schema.alterTable('lead_outbox').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('lead_outbox')
    .addColumn('work_status', 'text', (c) => c.notNull().defaultTo('NEW'))
    .execute();
  // The inbox: a dealer's leads newest first, by status too.
  await db.schema
    .createIndex('lead_outbox_dealer_created')
    .on('lead_outbox')
    .columns(['dealer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lead_outbox_dealer_status')
    .on('lead_outbox')
    .columns(['dealer_id', 'work_status', 'created_at'])
    .execute();

  await withAutoId(db, db.schema.createTable('lead_notes'))
    .addColumn('lead_id', 'text', (c) => c.notNull().references('lead_outbox.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id'))
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .execute();
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute();

  await backfillLeadSummaries(db);
}

type AdfDoc = {
  adf?: {
    prospect?: {
      customer?: { contact?: { name?: unknown; email?: unknown; phone?: unknown } };
      vehicle?: unknown;
    };
  };
};

const text = (node: unknown): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : node && typeof node === 'object' && '#text' in node
      ? String((node as { '#text': unknown })['#text'])
      : '';
const list = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined ? [] : [node]);

/** Leads written before this migration: their summary read from the ADF document they were sent as. */
async function backfillLeadSummaries(db: Kysely<unknown>): Promise<void> {
  const q = db as unknown as Kysely<{ lead_outbox: { id: string; document: string; shopper_name: string | null } }>;
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
  for (;;) {
    const rows = await q
      .selectFrom('lead_outbox')
      .select(['id', 'document'])
      .where('shopper_name', 'is', null)
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const prospect = (parser.parse(row.document) as AdfDoc).adf?.prospect;
      const contact = prospect?.customer?.contact;
      const names = list(contact?.name);
      const part = (p: string) =>
        text(names.find((n) => n && typeof n === 'object' && (n as Record<string, unknown>)['@_part'] === p));
      const full = [part('first'), part('last')].filter(Boolean).join(' ') || text(names[0]);
      const ofInterest = list(prospect?.vehicle).find(
        (v) => v && typeof v === 'object' && (v as Record<string, unknown>)['@_interest'] !== 'trade-in',
      ) as Record<string, unknown> | undefined;
      const label = ofInterest
        ? [text(ofInterest['year']), text(ofInterest['make']), text(ofInterest['model']), text(ofInterest['trim'])]
            .filter(Boolean)
            .join(' ')
        : '';
      await (q as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .updateTable('lead_outbox')
        .set({
          shopper_name: full,
          shopper_email: text(list(contact?.email)[0]) || null,
          shopper_phone: text(list(contact?.phone)[0]) || null,
          vehicle_label: label || null,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
