import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CRM_URL_MESSAGE,
  CRM_URL_PRIVATE,
  CRM_URL_REQUIRED,
  LEAD_EMAIL_MESSAGE,
  TEST_LEAD_LIMITED,
  type TestLeadResult,
} from '../../../../src/contract/workspace-lead-delivery.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getLeadDelivery } from '../../db/lead-delivery-repo.ts';
import type { Db } from '../../db/schema.ts';
import { validateAdf } from '../../domain/leads/adf-structure.ts';
import { TEST_ANSWER_MAX, TEST_LEAD_LINE } from '../../services/workspace/lead-delivery.ts';
import { makeDb, SITE_ORIGIN, testApp } from '../../test-support.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import { DEVELOPMENT_FINANCE_DATA_KEY, parseFinanceDataKey } from '../../services/finance/field-cipher.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

type Crm = {
  url: string;
  received: { key: string | undefined; body: string }[];
  status: number;
  body: string;
  /** Never answers (the timeout case). */
  hold: boolean;
  close(): Promise<void>;
};

const crms: Crm[] = [];
afterEach(async () => {
  await Promise.all(crms.splice(0).map((c) => c.close()));
});

/** A CRM on loopback answering `status` with `body`. */
async function startCrm(status = 200, body = '{"leadId":"x"}'): Promise<Crm> {
  const crm: Crm = { url: '', received: [], status, body, hold: false, close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      crm.received.push({
        key: req.headers['idempotency-key'] as string | undefined,
        body: Buffer.concat(chunks).toString(),
      });
      if (!crm.hold) res.writeHead(crm.status, { 'Content-Type': 'text/plain' }).end(crm.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/crm/adf`;
  crm.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  crms.push(crm);
  return crm;
}

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const PATH = '/dealers/d1/lead-delivery';
const TEST = `${PATH}/test`;

async function signedIn(m: TestStaff, on = app) {
  const c = staffClient(on);
  await c.signIn(m);
  return c;
}

const auditRows = async (action: string) =>
  await db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'record_id', 'dealer_id'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const fieldsOf = async (res: Response) =>
  (await json<{ fieldErrors: { field: string; message: string }[] }>(res)).fieldErrors;

describe('where leads go', () => {
  it('a manager reads the default, switches to e-mail and to their own CRM, each change audited', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await manager.call('GET', PATH);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await json(read)).toEqual({
      dealer: { id: 'd1', name: 'First Motors' },
      transport: 'HTTP',
      endpoint: '',
      email: '',
      defaultEndpoint: `${SITE_ORIGIN}/crm/adf`,
    });

    const mail = await manager.call('PUT', PATH, { transport: 'EMAIL', endpoint: '', email: ' leads@crm.example ' });
    expect(mail.status).toBe(200);
    expect(await json(mail)).toMatchObject({ transport: 'EMAIL', endpoint: '', email: 'leads@crm.example' });
    const stored = await db
      .selectFrom('dealers')
      .select(['lead_delivery', 'lead_endpoint', 'lead_email'])
      .where('id', '=', 'd1')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ lead_delivery: 'EMAIL', lead_endpoint: null, lead_email: 'leads@crm.example' });

    const own = await manager.call('PUT', PATH, {
      transport: 'HTTP',
      endpoint: 'https://crm.example.com/adf?token=abc',
      email: 'leads@crm.example',
    });
    expect(own.status).toBe(200);
    expect(await getLeadDelivery(db, 'd1')).toEqual({
      transport: 'HTTP',
      endpoint: 'https://crm.example.com/adf?token=abc',
      email: 'leads@crm.example',
    });
    // The other dealer keeps its own.
    expect(await getLeadDelivery(db, 'd2')).toEqual({ transport: 'HTTP', endpoint: '', email: '' });
    expect(await auditRows('dealer.lead-delivery')).toEqual([
      { action: 'dealer.lead-delivery', staff_id: 'm1', record_id: 'd1', dealer_id: 'd1' },
      { action: 'dealer.lead-delivery', staff_id: 'm1', record_id: 'd1', dealer_id: 'd1' },
    ]);
  });

  it('a bad body is a 400 on its field; nothing is saved or audited', async () => {
    const manager = await signedIn(MANAGER_1);
    const cases: [unknown, { field: string; message: string }[]][] = [
      [{ transport: 'EMAIL', endpoint: '', email: '' }, [{ field: 'email', message: LEAD_EMAIL_MESSAGE }]],
      [
        { transport: 'EMAIL', endpoint: '', email: 'not-an-address' },
        [{ field: 'email', message: LEAD_EMAIL_MESSAGE }],
      ],
      [
        { transport: 'HTTP', endpoint: 'ftp://crm.example.com', email: '' },
        [{ field: 'endpoint', message: CRM_URL_MESSAGE }],
      ],
      // A sandbox takes plain http only to this machine.
      [
        { transport: 'HTTP', endpoint: 'http://crm.example.com/adf', email: '' },
        [{ field: 'endpoint', message: CRM_URL_MESSAGE }],
      ],
      [
        { transport: 'HTTP', endpoint: `https://crm.example.com/${'a'.repeat(500)}`, email: '' },
        [{ field: 'endpoint', message: CRM_URL_MESSAGE }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await manager.call('PUT', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await fieldsOf(res), JSON.stringify(body)).toEqual(errors);
    }
    for (const body of [{}, { transport: 'FAX', endpoint: '', email: '' }, { transport: 'HTTP' }, []])
      expect((await manager.call('PUT', PATH, body)).status, JSON.stringify(body)).toBe(400);
    expect((await manager.call('PUT', PATH, undefined, { 'Content-Type': 'text/plain' })).status).toBe(400);
    expect(await getLeadDelivery(db, 'd1')).toEqual({ transport: 'HTTP', endpoint: '', email: '' });
    expect(await auditRows('dealer.lead-delivery')).toEqual([]);
  });

  it('in production: https to a public host, and a URL when there is no default CRM', async () => {
    const prod = testApp(db, {
      environment: 'prod',
      leadEndpoint: null, // The staff's authenticators are sealed with the sandbox's key.
      financeDataKey: parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY),
    });
    const manager = await signedIn(MANAGER_1, prod);
    expect(await json(await manager.call('GET', PATH))).toMatchObject({ defaultEndpoint: null });
    const cases: [string, string][] = [
      ['', CRM_URL_REQUIRED],
      ['http://127.0.0.1:9/crm', CRM_URL_MESSAGE],
      ['https://10.0.0.8/crm', CRM_URL_PRIVATE],
      ['https://169.254.169.254/latest', CRM_URL_PRIVATE],
      ['https://localhost/crm', CRM_URL_PRIVATE],
    ];
    for (const [endpoint, message] of cases) {
      const res = await manager.call('PUT', PATH, { transport: 'HTTP', endpoint, email: '' });
      expect(res.status, endpoint).toBe(400);
      expect(await fieldsOf(res), endpoint).toEqual([{ field: 'endpoint', message }]);
    }
    const ok = await manager.call('PUT', PATH, {
      transport: 'HTTP',
      endpoint: 'https://crm.example.com/adf',
      email: '',
    });
    expect(ok.status).toBe(200);
  });

  it('agents get a 403; a manager only their dealers (403); an admin any; an unknown dealer is a 404', async () => {
    const body = { transport: 'EMAIL', endpoint: '', email: 'leads@crm.example' };
    const agent = await signedIn(AGENT_1);
    const other = await signedIn(MANAGER_2);
    for (const [who, message] of [
      [agent, MANAGERS_ONLY],
      [other, NOT_YOUR_DEALER],
    ] as const) {
      for (const [method, path, sent] of [
        ['GET', PATH],
        ['PUT', PATH, body],
        ['POST', TEST],
      ] as const) {
        const res = await who.call(method, path, sent);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await json(res))['message']).toBe(message);
      }
    }
    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/lead-delivery')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/nowhere/lead-delivery', body)).status).toBe(404);
    expect((await admin.call('POST', '/dealers/nowhere/lead-delivery/test')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/d2/lead-delivery', body)).status).toBe(200);
    expect(await getLeadDelivery(db, 'd1')).toEqual({ transport: 'HTTP', endpoint: '', email: '' });
    expect(await auditRows('dealer.lead-test')).toEqual([]);
  });

  it('needs a session, and a change or a test needs its CSRF token', async () => {
    expect((await staffClient(app).call('GET', PATH)).status).toBe(401);
    expect((await staffClient(app).call('POST', TEST)).status).toBe(401);
    const crm = await startCrm();
    const manager = await signedIn(MANAGER_1);
    await manager.call('PUT', PATH, { transport: 'HTTP', endpoint: crm.url, email: '' });
    manager.setCsrf('wrong');
    expect((await manager.call('PUT', PATH, { transport: 'EMAIL', endpoint: '', email: 'a@b.example' })).status).toBe(
      403,
    );
    expect((await manager.call('POST', TEST)).status).toBe(403);
    expect(crm.received).toEqual([]);
    expect((await getLeadDelivery(db, 'd1'))?.transport).toBe('HTTP');
  });
});

describe('send a test lead', () => {
  /** `as` another member for a second app: a TOTP code is good once. */
  async function managerSendingTo(endpoint: string, over: Partial<AppDeps> = {}, as = MANAGER_1) {
    const on = Object.keys(over).length > 0 ? testApp(db, over) : app;
    const manager = await signedIn(as, on);
    expect((await manager.call('PUT', PATH, { transport: 'HTTP', endpoint, email: '' })).status).toBe(200);
    return manager;
  }

  it('to a CRM that takes it: delivered, with its answer; a marked ADF document the sandbox CRM takes, and no lead', async () => {
    const crm = await startCrm(200, '{"leadId":"ok","duplicate":false}');
    const manager = await managerSendingTo(`${crm.url}?token=secret`);
    const res = await manager.call('POST', TEST);
    expect(res.status).toBe(200);
    const result = await json<TestLeadResult>(res);
    expect(result).toEqual({
      outcome: 'delivered',
      transport: 'HTTP',
      target: crm.url,
      status: 200,
      answer: '{"leadId":"ok","duplicate":false}',
      error: '',
      leadId: expect.stringMatching(/^test-/) as string,
    });
    expect(crm.received).toHaveLength(1);
    const sent = crm.received[0]!;
    expect(sent.key).toBe(result.leadId);
    expect(sent.body).toContain(TEST_LEAD_LINE);
    expect(sent.body).toContain('<name part="first">Test</name>');
    const check = validateAdf(sent.body);
    expect(check).toMatchObject({ ok: true, leadId: result.leadId, vendorId: 'd1' });
    // Not a lead: nothing in the outbox, so no inbox, funnel or worker sees it.
    expect(await db.selectFrom('lead_outbox').select('id').execute()).toEqual([]);
    expect(await auditRows('dealer.lead-test')).toEqual([
      { action: 'dealer.lead-test', staff_id: 'm1', record_id: 'd1', dealer_id: 'd1' },
    ]);
  });

  it('to a CRM that refuses it: its status and the start of its answer, on one line', async () => {
    const crm = await startCrm(400, `Not a valid ADF document:\n${'x'.repeat(100_000)}`);
    const manager = await managerSendingTo(crm.url);
    const result = await json<TestLeadResult>(await manager.call('POST', TEST));
    expect(result).toMatchObject({ outcome: 'refused', status: 400, error: 'HTTP 400' });
    expect(result.answer.startsWith('Not a valid ADF document: xxx')).toBe(true);
    expect(result.answer.length).toBeLessThanOrEqual(TEST_ANSWER_MAX);
  });

  it('to a CRM that is down or does not answer in time', async () => {
    const down = await startCrm();
    await down.close();
    const manager = await managerSendingTo(down.url);
    expect(await json(await manager.call('POST', TEST))).toMatchObject({
      outcome: 'unreachable',
      status: null,
      answer: '',
      error: 'connection failed',
    });

    const slow = await startCrm();
    slow.hold = true;
    const impatient = await managerSendingTo(slow.url, { leadHttpTimeoutMs: 300 }, ADMIN);
    expect(await json(await impatient.call('POST', TEST))).toMatchObject({ outcome: 'timeout', status: null });
    expect(slow.received).toHaveLength(1);
  });

  it('by e-mail: sent to the address, as the worker mails leads', async () => {
    const manager = await signedIn(MANAGER_1);
    await manager.call('PUT', PATH, { transport: 'EMAIL', endpoint: '', email: 'leads@crm.example' });
    const result = await json<TestLeadResult>(await manager.call('POST', TEST));
    expect(result).toMatchObject({ outcome: 'sent', transport: 'EMAIL', target: 'leads@crm.example', status: null });
    const mail = await db
      .selectFrom('outbox')
      .select(['recipient', 'kind', 'body'])
      .where('kind', '=', 'adf-lead')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe('leads@crm.example');
    expect(mail[0]!.body).toContain(TEST_LEAD_LINE);
  });

  it('at most 5 a minute per dealer, then a 429 with the wait', async () => {
    const crm = await startCrm();
    const manager = await managerSendingTo(crm.url);
    for (let i = 0; i < 5; i++) expect((await manager.call('POST', TEST)).status).toBe(200);
    const limited = await manager.call('POST', TEST);
    expect(limited.status).toBe(429);
    expect((await json(limited))['message']).toBe(TEST_LEAD_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(crm.received).toHaveLength(5);
    // Another dealer's tests are counted apart.
    const admin = await signedIn(ADMIN);
    await admin.call('PUT', '/dealers/d2/lead-delivery', { transport: 'HTTP', endpoint: crm.url, email: '' });
    expect((await admin.call('POST', '/dealers/d2/lead-delivery/test')).status).toBe(200);
  });
});
