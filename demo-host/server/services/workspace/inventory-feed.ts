/**
 * A dealer's inventory feed for its managers (and platform admins): a CSV file upserted by VIN, in one
 * transaction per batch of rows, each bad row reported by line; a full feed marks sold the dealer's
 * vehicles it leaves out. A dealer's feed URL is fetched on its schedule (`runDue`, from the process's
 * feed scheduler) or at once ("Fetch now"), and goes through the same `importCsv` with source 'url'.
 */
import { parse } from 'csv-parse/sync';
import {
  FEED_BUSY,
  FEED_NOT_SET,
  FEED_UNREADABLE,
  MAX_FEED_BYTES,
  type InventoryImport,
  type InventoryImports,
  type RejectedRow,
} from '../../../../src/contract/workspace-inventory.ts';
import { randomUUID } from 'node:crypto';
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
import {
  checkRow,
  FEED_FIELDS,
  mapHeaders,
  rejection,
  type FeedVehicle,
  type VinFacts,
} from '../../domain/inventory/feed.ts';
import { Conflict, Invalid } from '../../domain/errors.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { nextRunAfter } from '../../domain/inventory/feed-schedule.ts';
import { claimFeed, dueFeedDealers, getFeed, settleFeed, type FeedRow } from '../../db/inventory-feeds-repo.ts';
import { fetchPublic, type Resolve } from '../outbound/public-fetch.ts';
import { decodeVin } from '../../domain/trade/vin-decode.ts';
import { MODEL_PREFIX } from '../../domain/trade/vin-decode.ts';
import type { AppDeps } from '../app-deps.ts';
import { toSchedule } from './feed-schedule.ts';
import { managedDealer } from './managed-dealer.ts';

/** Rows per transaction: a failure loses at most one batch, and no transaction holds the database long. */
export const BATCH_ROWS = 500;
/** Distinct VIN prefixes looked up for rows that leave year, make or model out; beyond, the WMI alone decodes. */
const DECODE_LOOKUPS = 200;
const HISTORY = 20;
/** How long a feed's server has to send the whole file. */
export const FEED_TIMEOUT_MS = 30_000;
/** A claimed run holds this long: far past the fetch and a 25,000-row import, so only a dead process lets it lapse. */
export const FEED_LEASE_MS = 10 * 60_000;

export type FeedUpload = { csv: string; fileName: string | null; fullFeed: boolean };

export type InventoryFeedService = {
  list(member: StaffMember, dealerId: string): Promise<InventoryImports>;
  upload(member: StaffMember, dealerId: string, feed: FeedUpload, client: string): Promise<InventoryImport>;
  /** The import itself, for an upload or a scheduled feed URL; no access check. */
  importCsv(
    dealerId: string,
    feed: FeedUpload & { source: 'upload' | 'url'; staffId: string | null },
  ): Promise<InventoryImport>;
  /** Fetches the dealer's feed URL now; the import (a failed fetch is one, with its reason). */
  fetchNow(member: StaffMember, dealerId: string, client: string): Promise<InventoryImport>;
  /** Runs the feeds due now that this process wins the claim of; how many ran. No access check. */
  runDue(limit?: number): Promise<number>;
};

export type InventoryFeedDeps = Pick<AppDeps, 'db' | 'now' | 'environment'> & {
  /** The DNS look-up of feed hosts outside a sandbox; tests give a fixed one. */
  resolve?: Resolve;
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
  error: row.error ?? null,
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

export function createInventoryFeed(deps: InventoryFeedDeps): InventoryFeedService {
  const { db } = deps;
  const sandbox = isSandboxDeployment(deps.environment);
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
        rejected.push({ line: info.lines, reason: checked.reason, code: checked.code, params: checked.params });
        continue;
      }
      const seen = firstLine.get(checked.vehicle.vin);
      if (seen !== undefined) {
        rejected.push({ line: info.lines, ...rejection('vinRepeats', { line: seen }) });
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
            rejected.push({ line: firstLine.get(vehicle.vin)!, ...rejection('otherDealer') });
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
      error: null,
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
      error: null,
    };
  }

  /** A feed URL that gave no file, or a file that could not be read: an import of nothing, with its reason. */
  async function failedImport(feed: FeedRow, startedAt: number, error: string): Promise<InventoryImport> {
    const record = {
      dealerId: feed.dealer_id,
      source: 'url' as const,
      fileName: feed.url,
      fullFeed: Number(feed.full_feed) !== 0,
      staffId: null,
      startedAt,
      finishedAt: clock(),
      rowsRead: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      sold: 0,
      rejected: [],
      error,
    };
    const id = await insertImport(db, record);
    const { dealerId: _, staffId: __, rejected: ___, ...shown } = record;
    return { id, ...shown, rejected: 0, rejectedRows: [] };
  }

  /** Fetches and imports one claimed feed, then lets the claim go with the next run set. */
  async function runFeed(feed: FeedRow, token: string, staffId: string | null): Promise<InventoryImport> {
    const startedAt = clock();
    try {
      const got = await fetchPublic(feed.url, {
        sandbox,
        timeoutMs: FEED_TIMEOUT_MS,
        maxBytes: MAX_FEED_BYTES,
        ...(deps.resolve ? { resolve: deps.resolve } : {}),
      });
      if (!got.ok) return await failedImport(feed, startedAt, `The feed could not be fetched: ${got.detail}`);
      try {
        return await importCsv(feed.dealer_id, {
          csv: got.body.toString('utf8'),
          fileName: feed.url,
          fullFeed: Number(feed.full_feed) !== 0,
          source: 'url',
          staffId,
        });
      } catch (error) {
        if (error instanceof Invalid) return await failedImport(feed, startedAt, error.message);
        throw error;
      }
    } finally {
      await settleFeed(db, feed.dealer_id, token, nextRunAfter(startedAt, Number(feed.every_minutes)));
    }
  }

  return {
    async list(member, dealerId) {
      const dealer = await managedDealer(db, member, dealerId);
      const rows = await listImports(db, dealer.id, HISTORY);
      const feed = await getFeed(db, dealer.id);
      return {
        dealer: { id: dealer.id, name: dealer.name },
        imports: rows.map(toImport),
        feed: feed ? toSchedule(feed) : null,
      };
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
    async fetchNow(member, dealerId, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const token = randomUUID();
      const feed = await claimFeed(db, dealer.id, { token, now: clock(), leaseMs: FEED_LEASE_MS, anyTime: true });
      if (!feed) {
        if (await getFeed(db, dealer.id)) throw new Conflict(FEED_BUSY);
        throw new Invalid(FEED_NOT_SET, [{ field: 'url', message: FEED_NOT_SET }]);
      }
      const result = await runFeed(feed, token, member.id);
      await appendAudit(db, {
        at: clock(),
        staffId: member.id,
        staffEmail: member.email,
        action: 'dealer.inventory-fetch',
        recordType: 'inventory-import',
        recordId: String(result.id),
        dealerId: dealer.id,
        client,
      });
      return result;
    },
    async runDue(limit = 10) {
      let ran = 0;
      for (const dealerId of await dueFeedDealers(db, clock(), limit)) {
        const token = randomUUID();
        const feed = await claimFeed(db, dealerId, { token, now: clock(), leaseMs: FEED_LEASE_MS, anyTime: false });
        // Another process claimed it between the look and the claim: it runs there, once.
        if (!feed) continue;
        await runFeed(feed, token, null);
        ran += 1;
      }
      return ran;
    },
  };
}
