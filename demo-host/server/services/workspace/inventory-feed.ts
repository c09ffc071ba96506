/**
 * A dealer's inventory feed for its managers (and platform admins): a CSV file upserted by VIN, in one
 * transaction per batch of rows, each bad row reported by line; a full feed marks sold the dealer's
 * vehicles it leaves out. A scheduled feed URL would call `importCsv` with source 'url' and no member.
 */
import { parse } from 'csv-parse/sync';
import {
  FEED_UNREADABLE,
  type InventoryImport,
  type InventoryImports,
  type RejectedRow,
} from '../../../../src/contract/workspace-inventory.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import {
  feedColumns,
  findByVins,
  insertFeedVehicles,
  insertImport,
  listImports,
  markMissingSold,
  pick,
  writableColumns,
  sameAsStored,
  type FeedInsert,
  type FeedUpdate,
  type ImportRow,
} from '../../db/inventory-import-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { findVehiclesByVinPrefix } from '../../db/trade-repo.ts';
import { updateFeedVehicle } from '../../db/inventory-import-repo.ts';
import { checkRow, FEED_FIELDS, mapHeaders, type FeedVehicle, type VinFacts } from '../../domain/inventory/feed.ts';
import { Invalid } from '../../domain/errors.ts';
import { decodeVin } from '../../domain/trade/vin-decode.ts';
import { MODEL_PREFIX } from '../../domain/trade/vin-decode.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';

/** Rows per transaction: a failure loses at most one batch, and no transaction holds the database long. */
export const BATCH_ROWS = 500;
/** Distinct VIN prefixes looked up for rows that leave year, make or model out; beyond, the WMI alone decodes. */
const DECODE_LOOKUPS = 200;
const HISTORY = 20;

export type FeedUpload = { csv: string; fileName: string | null; fullFeed: boolean };

export type InventoryFeedService = {
  list(member: StaffMember, dealerId: string): Promise<InventoryImports>;
  upload(member: StaffMember, dealerId: string, feed: FeedUpload, client: string): Promise<InventoryImport>;
  /** The import itself, for an upload or a scheduled feed URL; no access check. */
  importCsv(
    dealerId: string,
    feed: FeedUpload & { source: 'upload' | 'url'; staffId: string | null },
  ): Promise<InventoryImport>;
};

const toImport = (row: ImportRow): InventoryImport => ({
  id: Number(row.id),
  source: row.source,
  fileName: row.file_name,
  fullFeed: Number(row.full_feed) !== 0,
  startedAt: Number(row.started_at),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  rowsRead: Number(row.rows_read),
  added: Number(row.added),
  updated: Number(row.updated),
  unchanged: Number(row.unchanged),
  sold: Number(row.sold),
  rejected: Number(row.rejected),
  rejectedRows: JSON.parse(row.rejected_rows) as RejectedRow[],
});

type Record_ = { record: string[]; info: { lines: number } };

/** The CSV's records with the line each ends on; a file csv-parse cannot read is refused whole. */
function records(csv: string): Record_[] {
  try {
    return parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Record_[];
  } catch (error) {
    throw new Invalid(`${FEED_UNREADABLE}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function createInventoryFeed(deps: Pick<AppDeps, 'db' | 'now'>): InventoryFeedService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  /** Year, make and model for the VINs of rows that leave them out, from known vehicles and stock. */
  async function decoder(rows: readonly string[][], vinColumn: number, latestYear: number) {
    const prefixes = new Map<string, Awaited<ReturnType<typeof findVehiclesByVinPrefix>>>();
    for (const cells of rows) {
      const vin = (cells[vinColumn] ?? '').trim().toUpperCase();
      const prefix = vin.slice(0, MODEL_PREFIX);
      if (prefixes.size >= DECODE_LOOKUPS || prefixes.has(prefix) || !/^[A-Z0-9]{7}$/.test(prefix)) continue;
      prefixes.set(prefix, await findVehiclesByVinPrefix(db, prefix));
    }
    return (vin: string): VinFacts => {
      const d = decodeVin(vin, prefixes.get(vin.slice(0, MODEL_PREFIX)) ?? [], latestYear);
      return { year: d?.year ?? null, make: d?.make ?? null, model: d?.model ?? null };
    };
  }

  async function importCsv(
    dealerId: string,
    feed: FeedUpload & { source: 'upload' | 'url'; staffId: string | null },
  ): Promise<InventoryImport> {
    const startedAt = clock();
    const [header, ...body] = records(feed.csv);
    if (!header) throw new Invalid(`${FEED_UNREADABLE}: it is empty`);
    const map = mapHeaders(header.record);
    if (map.missing.length > 0)
      throw new Invalid(`${FEED_UNREADABLE}: no column for ${map.missing.map((f) => f.toUpperCase()).join(', ')}`);
    const latestYear = new Date(startedAt).getUTCFullYear() + 1;
    const vinColumn = map.columns.vin!;
    const lacking = (cells: string[]) =>
      (['year', 'make', 'model'] as const).some((f) => map.columns[f] === undefined || !cells[map.columns[f]!]?.trim());
    const decode = await decoder(body.map((r) => r.record).filter(lacking), vinColumn, latestYear);

    const rejected: RejectedRow[] = [];
    const good: FeedVehicle[] = [];
    const firstLine = new Map<string, number>();
    for (const { record, info } of body) {
      const checked = checkRow(record, map, latestYear, decode);
      if (!checked.ok) {
        rejected.push({ line: info.lines, reason: checked.reason });
        continue;
      }
      const seen = firstLine.get(checked.vehicle.vin);
      if (seen !== undefined) {
        rejected.push({ line: info.lines, reason: `VIN repeats line ${seen}` });
        continue;
      }
      firstLine.set(checked.vehicle.vin, info.lines);
      good.push(checked.vehicle);
    }

    const writable = writableColumns(FEED_FIELDS.filter((f) => map.columns[f] !== undefined));
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    const today = new Date(startedAt).toISOString().slice(0, 10);
    for (let i = 0; i < good.length; i += BATCH_ROWS) {
      const batch = good.slice(i, i + BATCH_ROWS);
      await db.transaction().execute(async (tx) => {
        const stored = await findByVins(
          tx,
          batch.map((v) => v.vin),
        );
        const inserts: FeedInsert[] = [];
        const updates: FeedUpdate[] = [];
        for (const vehicle of batch) {
          const columns = feedColumns(vehicle);
          const current = stored.get(vehicle.vin);
          const changes = pick(columns, writable);
          if (!current) inserts.push({ id: `${dealerId}-${vehicle.vin}`, dealerId, vin: vehicle.vin, columns, today });
          else if (current.dealer_id !== dealerId)
            rejected.push({ line: firstLine.get(vehicle.vin)!, reason: 'VIN is in another dealer’s inventory' });
          else if (sameAsStored(current, changes)) unchanged += 1;
          else updates.push({ id: current.id, columns: changes, rebate: current.manufacturer_rebate });
        }
        await insertFeedVehicles(tx, inserts);
        for (const update of updates) await updateFeedVehicle(tx, update);
        added += inserts.length;
        updated += updates.length;
      });
    }

    // A full feed where no row was good is more likely a broken file than an empty lot: nothing is sold.
    const sold =
      feed.fullFeed && good.length > 0
        ? await db.transaction().execute((tx) => markMissingSold(tx, dealerId, new Set(firstLine.keys()), clock()))
        : 0;
    rejected.sort((a, b) => a.line - b.line);
    const finishedAt = clock();
    const id = await insertImport(db, {
      dealerId,
      source: feed.source,
      fileName: feed.fileName,
      fullFeed: feed.fullFeed,
      staffId: feed.staffId,
      startedAt,
      finishedAt,
      rowsRead: body.length,
      added,
      updated,
      unchanged,
      sold,
      rejected,
    });
    return {
      id,
      source: feed.source,
      fileName: feed.fileName,
      fullFeed: feed.fullFeed,
      startedAt,
      finishedAt,
      rowsRead: body.length,
      added,
      updated,
      unchanged,
      sold,
      rejected: rejected.length,
      rejectedRows: rejected,
    };
  }

  return {
    async list(member, dealerId) {
      const dealer = await managedDealer(db, member, dealerId);
      const rows = await listImports(db, dealer.id, HISTORY);
      return { dealer: { id: dealer.id, name: dealer.name }, imports: rows.map(toImport) };
    },
    async upload(member, dealerId, feed, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const result = await importCsv(dealer.id, { ...feed, source: 'upload', staffId: member.id });
      await appendAudit(db, {
        at: clock(),
        staffId: member.id,
        staffEmail: member.email,
        action: 'dealer.inventory-import',
        recordType: 'inventory-import',
        recordId: String(result.id),
        dealerId: dealer.id,
        client,
      });
      return result;
    },
    importCsv,
  };
}
