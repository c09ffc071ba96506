/**
 * A dealer CRM on loopback for the lead delivery tests and the bench: it takes ADF
 * documents by HTTP POST, keeps one copy per `Idempotency-Key` (which must be the document's
 * `<prospect><id sequence="1" source="Upshift">`), counts every POST per lead id, and records when
 * each arrived. It can go down (answer 503, cut the connection, or stop listening) and can hold
 * requests (take them, then answer none until released), so a test can kill the sender mid-delivery.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { freePort } from './ports.ts';

/** How the CRM is down: 503 answers, connections cut once the request arrived, or nothing listening. */
export type CrmDownMode = '503' | 'reset' | 'refuse';

export type StoredLead = {
  id: string;
  document: string;
  /** When the kept copy arrived (Date.now(), comparable with another process's clock). */
  receivedAt: number;
  /** The same moment on this process's monotonic clock (performance.now()). */
  receivedPerf: number;
};

/** One POST as it arrived, whatever the CRM made of it. */
export type CrmPost = {
  id: string;
  at: number;
  perf: number;
  /** What the CRM answered, or did with it ('held' until answered at release, then 'released'). */
  outcome: 'stored' | 'duplicate' | 'refused' | 'reset' | 'held' | 'released' | 'invalid';
};

export type TestCrm = {
  /** Where to POST leads: http://127.0.0.1:PORT/crm/adf */
  url: string;
  port: number;
  /** One copy per lead id, however often it arrived. */
  readonly leads: ReadonlyMap<string, StoredLead>;
  /** Every POST that reached the CRM, in order (also those answered 503, cut off or held). */
  readonly posts: readonly CrmPost[];
  /** POSTs per lead id. */
  postsOf(id: string): number;
  /** POSTs per lead id answered 2xx (a first copy or a retried one): more than one is a double send. */
  acceptedOf(id: string): number;
  /** Requests that broke the contract (no key, key ≠ the document's id, a copy that differs): should stay empty. */
  readonly problems: readonly string[];
  /** Goes down the given way until `up()`. */
  down(mode?: CrmDownMode): Promise<void>;
  up(): Promise<void>;
  /**
   * From now on takes each request (kept as a copy when `store`, the default: the CRM committed it
   * but its answer never left) and answers none of them until `release()`.
   */
  hold(options?: { store?: boolean }): void;
  /** Answers the held requests whose sender is still there (200), and stops holding. */
  release(): void;
  /** Lead ids of the requests held now, whose sender still waits. */
  held(): string[];
  /** Resolves with the lead id of the next request held (at once if one is held already). */
  nextHeld(): Promise<string>;
  /** Resolves when `count` leads are kept; rejects after `ms`. */
  waitForLeads(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'id' });

type AdfId = { '#text'?: unknown; '@_sequence'?: unknown; '@_source'?: unknown };

/** The prospect's Upshift id in an ADF document, or null when it has none (or is no ADF document). */
export function adfLeadId(document: string): string | null {
  let parsed: unknown;
  try {
    parsed = parser.parse(document);
  } catch {
    return null;
  }
  const ids = (parsed as { adf?: { prospect?: { id?: AdfId[] } } }).adf?.prospect?.id ?? [];
  const ours = ids.find((id) => String(id['@_sequence']) === '1' && id['@_source'] === 'Upshift');
  return ours && typeof ours['#text'] === 'string' ? ours['#text'] : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startCrm(options: { port?: number; path?: string } = {}): Promise<TestCrm> {
  const path = options.path ?? '/crm/adf';
  const leads = new Map<string, StoredLead>();
  const posts: CrmPost[] = [];
  const problems: string[] = [];
  let downMode: CrmDownMode | null = null;
  let holding: { store: boolean } | null = null;
  const heldResponses: { id: string; res: ServerResponse; post: CrmPost }[] = [];
  const heldWaiters: ((id: string) => void)[] = [];
  const leadWaiters: (() => void)[] = [];

  const count = (id: string, outcomes: CrmPost['outcome'][]) =>
    posts.filter((p) => p.id === id && outcomes.includes(p.outcome)).length;

  function keep(id: string, document: string, at: number, perf: number): 'stored' | 'duplicate' {
    const kept = leads.get(id);
    if (kept) {
      // A retried copy must be the same lead, byte for byte: the document was rendered once, when written.
      if (kept.document !== document) problems.push(`lead ${id}: a retried copy differs from the first`);
      return 'duplicate';
    }
    leads.set(id, { id, document, receivedAt: at, receivedPerf: perf });
    for (const wake of leadWaiters.splice(0)) wake();
    return 'stored';
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://crm').pathname !== path) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    const at = Date.now();
    const perf = performance.now();
    const key = String(req.headers['idempotency-key'] ?? '');
    const record = (outcome: CrmPost['outcome']): CrmPost => {
      const post: CrmPost = { id: key, at, perf, outcome };
      posts.push(post);
      return post;
    };
    if (downMode === 'reset') {
      record('reset');
      req.socket.destroy();
      return;
    }
    if (downMode === '503') {
      record('refused');
      res.writeHead(503, { 'Retry-After': '1' }).end();
      return;
    }
    const type = String(req.headers['content-type'] ?? '');
    const documentId = adfLeadId(body);
    if (!key || documentId !== key || !/^application\/xml\b/.test(type)) {
      record('invalid');
      problems.push(
        `a POST with Idempotency-Key "${key}", content type "${type}" and document id "${String(documentId)}"`,
      );
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Idempotency-Key must be the ADF prospect id');
      return;
    }
    if (holding) {
      if (holding.store) keep(key, body, at, perf);
      const entry = { id: key, res, post: record('held') };
      heldResponses.push(entry);
      // The sender gave up or died: nothing left to answer.
      res.on('close', () => {
        const i = heldResponses.indexOf(entry);
        if (i >= 0) heldResponses.splice(i, 1);
      });
      for (const wake of heldWaiters.splice(0)) wake(key);
      return;
    }
    record(keep(key, body, at, perf));
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      problems.push(`the CRM failed: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const port = options.port ?? (await freePort());
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();

  return {
    url: `http://127.0.0.1:${String(port)}${path}`,
    port,
    leads,
    posts,
    problems,
    postsOf: (id) => posts.filter((p) => p.id === id).length,
    acceptedOf: (id) => count(id, ['stored', 'duplicate', 'released']),
    async down(mode = '503') {
      if (downMode === 'refuse' && mode !== 'refuse') await listen();
      if (mode === 'refuse' && downMode !== 'refuse') await stopListening();
      downMode = mode;
    },
    async up() {
      if (downMode === 'refuse') await listen();
      downMode = null;
    },
    hold(options = {}) {
      holding = { store: options.store ?? true };
    },
    release() {
      holding = null;
      for (const { res, post } of heldResponses.splice(0)) {
        if (res.writableEnded || res.destroyed) continue;
        post.outcome = 'released';
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      }
    },
    held: () => heldResponses.map((h) => h.id),
    nextHeld() {
      const first = heldResponses[0];
      if (first) return Promise.resolve(first.id);
      return new Promise((resolve) => heldWaiters.push(resolve));
    },
    waitForLeads(wanted, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The CRM kept ${String(leads.size)} of ${String(wanted)} leads in ${String(ms)} ms`)),
          ms,
        );
        const check = () => {
          if (leads.size >= wanted) {
            clearTimeout(timer);
            resolve();
          } else leadWaiters.push(check);
        };
        check();
      });
    },
    async close() {
      for (const { res } of heldResponses.splice(0)) res.destroy();
      if (server.listening) await stopListening();
    },
  };
}
