import { beforeEach, describe, expect, it } from 'vitest';
import { getCrmInboxEntry, setCrmOutage } from '../server/db/crm-inbox-repo.ts';
import type { Db } from '../server/db/repo.ts';
import { FIXTURE_LEAD_ID, fixtureAdf, fixtureAdfXml, renderAdf } from '../server/domain/leads/adf-fixture.ts';
import { makeDb } from '../server/test-support.ts';
import { createSiteApp } from './app.ts';
import { CRM_BODY_LIMIT } from './crm-receiver.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';

let db: Db;
beforeEach(async () => {
  db = await makeDb();
});

const XML = 'application/xml; charset=utf-8';

function post(body: BodyInit, headers: Record<string, string> = {}, environment?: string) {
  return createSiteApp({ db, appOrigin, siteOrigin, environment }).request('/crm/adf', {
    method: 'POST',
    headers: { 'Content-Type': XML, ...headers },
    body,
  });
}

const document = fixtureAdfXml({ dealerId: 'd1' });

describe('POST /crm/adf', () => {
  it('files a valid lead under its id and dealer, and answers 200 not duplicate', async () => {
    const res = await post(document, { 'Idempotency-Key': FIXTURE_LEAD_ID });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ leadId: FIXTURE_LEAD_ID, duplicate: false });
    expect(await getCrmInboxEntry(db, FIXTURE_LEAD_ID)).toMatchObject({ dealerId: 'd1', document, deliveries: 1 });
  });

  it('counts a repeat without storing it again: duplicate true, deliveries 2', async () => {
    await post(document);
    const res = await post(document, { 'Idempotency-Key': FIXTURE_LEAD_ID });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ leadId: FIXTURE_LEAD_ID, duplicate: true });
    expect((await getCrmInboxEntry(db, FIXTURE_LEAD_ID))?.deliveries).toBe(2);
  });

  it('takes text/xml and a charset-less type too, and a cross-origin POST (CRMs are machines)', async () => {
    expect((await post(document, { 'Content-Type': 'text/xml' })).status).toBe(200);
    expect((await post(document, { 'Content-Type': 'application/xml', Origin: 'https://crm.example' })).status).toBe(
      200,
    );
  });

  it('refuses an invalid document with 400 and its problems, and stores nothing', async () => {
    const root = fixtureAdf();
    root.children.push('stray text');
    const res = await post(renderAdf(root, { pi: false }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Not a valid ADF 1.0 document',
      problems: [
        'Missing the <?adf version="1.0"?> processing instruction before <adf>',
        '/adf: text is not allowed directly in <adf>',
      ],
    });
    expect(await db.selectFrom('crm_inbox').selectAll().execute()).toEqual([]);
  });

  it('refuses malformed XML, a body that is not UTF-8, and an empty body with 400', async () => {
    const malformed = await post('<?adf version="1.0"?><adf><prospect></adf>');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { problems: string[] }).problems[0]).toMatch(/^Not well-formed XML/);
    expect((await post(new Uint8Array([0x3c, 0xff, 0xfe, 0x3e]))).status).toBe(400);
    expect((await post('')).status).toBe(400);
  });

  it('refuses a document nested deeper than the parser goes with 400 (it answered 500)', async () => {
    const deep = await post(`<?adf version="1.0"?>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}`);
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { problems: string[] }).problems[0]).toMatch(/^Not well-formed XML/);
  });

  it('refuses a lead without a vendor id: the CRM files leads by dealer', async () => {
    const root = fixtureAdf();
    const vendor = (root.children[0] as typeof root).children.find((c) => typeof c !== 'string' && c.name === 'vendor');
    if (typeof vendor === 'object') vendor.children.shift();
    const res = await post(renderAdf(root));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/vendor has no <id>/);
  });

  it('refuses an Idempotency-Key other than the lead id with 400, and stores nothing', async () => {
    const res = await post(document, { 'Idempotency-Key': 'another-lead' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Idempotency-Key/);
    expect(await getCrmInboxEntry(db, FIXTURE_LEAD_ID)).toBeNull();
  });

  it('refuses other content types with 415 and bodies over the limit with 413', async () => {
    expect((await post(document, { 'Content-Type': 'application/json' })).status).toBe(415);
    expect((await post(document, { 'Content-Type': 'application/xml; charset=latin1' })).status).toBe(415);
    const huge = fixtureAdfXml({}, { comment: 'x'.repeat(CRM_BODY_LIMIT) });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'An ADF document may be at most 256 KB' });
  });

  it('answers 503 while the outage switch is on, storing nothing, and files the lead once it is off', async () => {
    await setCrmOutage(db, true);
    const res = await post(document);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/outage/);
    expect(await getCrmInboxEntry(db, FIXTURE_LEAD_ID)).toBeNull();
    await setCrmOutage(db, false);
    expect((await post(document)).status).toBe(200);
  });

  it('does not exist in production', async () => {
    expect((await post(document, {}, 'prod')).status).toBe(404);
    expect(await getCrmInboxEntry(db, FIXTURE_LEAD_ID)).toBeNull();
  });
});
