/**
 * The lead delivery worker: claims due leads from the outbox, sends each through its
 * dealer's transport, and settles it: delivered, retried later (exponential backoff with jitter)
 * or dead after `maxAttempts` (replayable from the demo host's lead inbox). Every server process
 * may run one: claims are leases taken with row locks, so no two workers hold one lead, and a
 * worker killed mid-delivery leaves a lease that expires and a lead that is sent again (the CRM
 * keeps one copy by its stable id). Logs name lead ids and kinds only: documents hold personal data.
 */
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '../../db/index.ts';
import {
  claimDueLeads,
  nextDueAt,
  settleLead,
  type ClaimedLead,
  type LeadRoute,
  type Settlement,
  type TryTarget,
} from '../../db/lead-outbox-repo.ts';
import type { Db, LeadTransportKind } from '../../db/schema.ts';
import { describeTarget, type DeliveryResult, type LeadTransport } from '../../sandbox/leads/transports.ts';

export type RetryPolicy = { maxAttempts: number; baseDelayMs: number; maxDelayMs: number };

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 5_000, maxDelayMs: 30 * 60_000 };

/**
 * The wait before try `attempt + 1`: base × 2^(attempt − 1), capped, then "equal jitter" (half
 * fixed, half random) so leads that failed together do not all come back together.
 */
export function retryDelay(attempt: number, policy: Omit<RetryPolicy, 'maxAttempts'>, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** What a try's result makes of the lead. */
export function settlementFor(
  result: DeliveryResult,
  attempt: number,
  now: number,
  policy: RetryPolicy,
  random: () => number,
): Settlement {
  if (result.ok) return { outcome: 'DELIVERED' };
  if (!result.retry || attempt >= policy.maxAttempts) {
    const why = result.retry ? `gave up after ${String(attempt)} tries: ${result.error}` : result.error;
    return { outcome: 'FAILED', error: why };
  }
  return { outcome: 'RETRY', nextAttemptAt: now + retryDelay(attempt, policy, random), error: result.error };
}

export type LeadWorkerOptions = {
  db: Db;
  transports: Partial<Record<LeadTransportKind, LeadTransport>>;
  /** Where HTTP leads of dealers without their own endpoint go (the sandbox's CRM); null: nowhere. */
  defaultEndpoint: string | null;
  workerId?: string;
  retry?: RetryPolicy;
  /** How long a claim holds; longer than the slowest delivery. */
  leaseMs?: number;
  /** How often an idle worker looks for leads written by other processes. */
  pollMs?: number;
  /** Deliveries in flight at once; a slow CRM holds one slot, not the others. */
  batchSize?: number;
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
};

export type LeadWorker = {
  readonly id: string;
  /** Claims and sends one batch; how many leads it settled. */
  runOnce(): Promise<number>;
  /** Runs until `stop()`: keeps up to `batchSize` deliveries in flight, claiming as slots free, due leads come or a nudge. */
  start(): void;
  /** Claims nothing more, lets the deliveries in flight finish, then returns. */
  stop(): Promise<void>;
  /** A lead was just written: look now instead of at the next poll. */
  nudge(): void;
};

export function createLeadWorker(options: LeadWorkerOptions): LeadWorker {
  const { db, transports, defaultEndpoint } = options;
  const id = options.workerId ?? `worker-${randomUUID().slice(0, 8)}`;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => undefined);

  function targetOf(route: LeadRoute | null): { transport: LeadTransport; target: string } | string {
    if (!route) return 'dealer not found';
    const transport = transports[route.transport];
    if (!transport) return `no ${route.transport} transport`;
    const target = route.transport === 'EMAIL' ? route.email : (route.endpoint ?? defaultEndpoint);
    if (!target) return 'no lead endpoint configured';
    return { transport, target };
  }

  /** What the try's row shows in the lead inbox: a lead that cannot go anywhere is tried (and fails) as HTTP. */
  function describeTry(route: LeadRoute | null): TryTarget {
    const resolved = targetOf(route);
    return typeof resolved === 'string'
      ? { transport: 'HTTP', target: '(none)' }
      : { transport: resolved.transport.kind, target: describeTarget(resolved.target) };
  }

  /** Claims up to `limit` due leads; their tries start in the claim's transaction, so a kill cannot leave one without its row. */
  function claim(limit: number): Promise<ClaimedLead[]> {
    const claimToken = `${id}:${randomUUID()}`;
    return claimDueLeads(db, { claimToken, worker: id, now: now(), leaseMs, limit, describeTry });
  }

  async function deliver(lead: ClaimedLead): Promise<void> {
    const route = targetOf(lead.route);
    const result: DeliveryResult =
      typeof route === 'string'
        ? { ok: false, retry: true, error: route }
        : await route.transport.deliver(lead, route.target);
    const settlement = settlementFor(result, lead.attempt, now(), retry, random);
    const settled = await settleLead(db, lead, lead.attemptId, settlement, now());
    if (!settled) log(`lead ${lead.id}: claim lost before settling (another worker has it)`);
    else if (settlement.outcome === 'DELIVERED')
      log(`lead ${lead.id} (${lead.kind}) delivered, try ${String(lead.attempt)}`);
    else if (settlement.outcome === 'RETRY')
      log(`lead ${lead.id} (${lead.kind}) try ${String(lead.attempt)} failed: ${settlement.error}`);
    else log(`lead ${lead.id} (${lead.kind}) dead: ${settlement.error}`);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim(batchSize);
    await Promise.all(claimed.map((lead) => deliver(lead)));
    return claimed.length;
  }

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let nudged = false;
  const inFlight = new Set<Promise<void>>();

  function nudge(): void {
    nudged = true;
    wake?.();
  }

  function sleep(ms: number): Promise<void> {
    if (nudged) {
      nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        nudged = false;
        resolve();
      }
      wake = done;
    });
  }

  /** Claims up to `free` leads and starts their deliveries; each frees its slot (and wakes the loop) when done. */
  async function claimInto(free: number): Promise<number> {
    const claimed = await claim(free);
    for (const lead of claimed) {
      const delivery: Promise<void> = deliver(lead)
        .catch((error: unknown) => {
          // The lease runs out and the lead is tried again: nothing is lost.
          log(`lead ${lead.id}: ${isDatabaseUnavailable(error) ? 'database unavailable' : String(error)}`);
        })
        .finally(() => {
          inFlight.delete(delivery);
          nudge();
        });
      inFlight.add(delivery);
    }
    return claimed.length;
  }

  async function run(): Promise<void> {
    while (running) {
      let wait = pollMs;
      try {
        nudged = false;
        const free = batchSize - inFlight.size;
        if (free > 0) {
          // A full claim may have left more due: claim again at once.
          if ((await claimInto(free)) === free) continue;
          const due = await nextDueAt(db);
          if (due !== null) wait = Math.max(0, Math.min(pollMs, due - now()));
        }
      } catch (error) {
        // A database outage or restart: keep the process up and try again at the next poll.
        log(isDatabaseUnavailable(error) ? 'lead worker: database unavailable' : `lead worker: ${String(error)}`);
      }
      if (running) await sleep(wait);
    }
  }

  return {
    id,
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
      await Promise.all([...inFlight]);
    },
    nudge,
  };
}
