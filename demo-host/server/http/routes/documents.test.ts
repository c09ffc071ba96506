import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DealDocumentsSchema,
  DOCUMENTS_NEED_SIGN_IN,
  NO_APPLICATION,
  NOT_REQUESTED,
  NOTHING_TO_REVIEW,
  REASON_REQUIRED,
  REASON_MAX,
  REASON_TOO_LONG,
} from '../../../../src/contract/documents.ts';
import type { LenderDecision } from '../../../../src/contract/finance.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE,
  TOO_MANY_UPLOADS,
  UPLOADS_PER_WINDOW,
} from '../../../../src/contract/uploads.ts';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { ensureFinanceApplication, recordSubmission } from '../../db/finance-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { addStaff, MANAGER_1, MANAGER_2, staffClient } from './workspace-test-support.ts';

/** A store in memory that keeps a body only once it has been read whole, as the real ones do. */
function memoryStore(): ObjectStore & {
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  fail: boolean;
} {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    objects,
    fail: false,
    async put(key, body, contentType) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of body) chunks.push(chunk);
      if (this.fail) throw new Error('The disk is full');
      const bytes = new Uint8Array(Buffer.concat(chunks));
      objects.set(key, { bytes, contentType });
      return { key, bytes: bytes.byteLength, contentType };
    },
    get: (key) => Promise.resolve(objects.get(key) ?? null),
    delete(key) {
      objects.delete(key);
      return Promise.resolve();
    },
  };
}

const APPROVED: LenderDecision = {
  decision: 'APPROVED',
  lenderNumber: '1',
  lenderName: 'First Bank',
  apr: 5.9,
  term: 60,
  maxAmountFinanced: 40_000,
  monthlyPayment: 480,
  conditions: ['PROOF_OF_RESIDENCE'],
};

let db: Db;
let store: ReturnType<typeof memoryStore>;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [MANAGER_1, MANAGER_2]);
  store = memoryStore();
  app = testApp(db, { uploadStore: store });
});
afterEach(() => db.destroy());

/** A signed-in shopper's deal whose application the lenders decided. */
async function decidedDeal(decisions: LenderDecision[] = [APPROVED]) {
  const shopper = await Visitor.signedIn(app);
  const dealId = await shopper.startDeal('v1');
  const at = new Date('2026-12-01T10:00:00Z');
  await ensureFinanceApplication(db, dealId, at);
  await recordSubmission(
    db,
    dealId,
    {
      authorizationVersion: 'v1',
      authorizationLocale: 'en',
      authorizationText: 'I agree',
      ip: '127.0.0.1',
      userAgent: 'test',
      amountFinanced: 30_000,
      creditTier: 'excellent',
      status: 'SUBMITTED',
      sentKey: 'k1',
    },
    decisions,
    at,
  );
  return { shopper, dealId };
}

const pdf = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#eee' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Dana' } })
    .toBuffer();

function upload(visitor: Visitor, dealId: string, kind: string, body: Uint8Array, method: 'PUT' | 'DELETE' = 'PUT') {
  return app.request(`/api/deals/${dealId}/documents/${kind}`, {
    method,
    headers: { Cookie: visitor.cookie, 'X-CSRF-TOKEN': visitor.token, 'Content-Type': 'application/octet-stream' },
    ...(method === 'PUT' ? { body: Buffer.from(body) } : {}),
  });
}
const documentsOf = async (res: Response) => v.parse(DealDocumentsSchema, await res.json());
const errorOf = async (res: Response) => (await res.json()) as { message: string; fieldErrors: { field: string }[] };

describe('the shopper’s documents (/api/deals/:id/documents)', () => {
  it('lists what the lender asked for, keeps a PDF sealed, serves it back only as a download, and removes it', async () => {
    const { shopper, dealId } = await decidedDeal();
    const listed = await documentsOf(await shopper.get(`/api/deals/${dealId}/documents`));
    expect(listed.documents.map((d) => [d.kind, d.state, d.viewUrl])).toEqual([
      ['driversLicense', 'requested', null],
      ['proofOfIncome', 'requested', null],
      ['proofOfResidence', 'requested', null],
    ]);

    const put = await upload(shopper, dealId, 'driversLicense', pdf());
    expect(put.status).toBe(200);
    const licence = (await documentsOf(put)).documents[0]!;
    expect(licence).toMatchObject({ kind: 'driversLicense', state: 'received', reason: null, fileType: 'pdf' });
    // Encrypted at rest: the store holds no PDF.
    const [stored] = [...store.objects.values()];
    expect(Buffer.from(stored!.bytes).includes('%PDF')).toBe(false);

    const file = await app.request(licence.viewUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf());
    // The address is the check: another key under the same signature is refused.
    const forged = licence.viewUrl!.replace(/key=[^&]+/, `key=${encodeURIComponent('documents/x/other.pdf')}`);
    expect((await app.request(forged)).status).toBe(404);

    const removed = await upload(shopper, dealId, 'driversLicense', new Uint8Array(), 'DELETE');
    expect((await documentsOf(removed)).documents[0]!.state).toBe('requested');
    expect(store.objects.size).toBe(0);
    expect((await app.request(licence.viewUrl!)).status).toBe(404);
  });

  it('keeps a photo of the paper re-drawn as a JPEG without its metadata', async () => {
    const { shopper, dealId } = await decidedDeal();
    const put = await upload(shopper, dealId, 'proofOfIncome', await jpeg());
    const income = (await documentsOf(put)).documents[1]!;
    expect(income).toMatchObject({ state: 'received', fileType: 'jpeg' });
    const image = await app.request(income.viewUrl!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.exif]).toEqual([1200, undefined]);
  });

  it('refuses a document over 20 MB while it is read, a renamed program, a page and an SVG, and keeps nothing', async () => {
    const { shopper, dealId } = await decidedDeal();
    const big = await upload(shopper, dealId, 'driversLicense', new Uint8Array(DOCUMENT_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe(DOCUMENT_TOO_LARGE);
    for (const body of ['MZ\x90\x00 setup.exe', '<!doctype html><script>alert(1)</script>', '<svg xmlns="x"/>']) {
      const res = await upload(shopper, dealId, 'driversLicense', new TextEncoder().encode(body));
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.message).toBe(DOCUMENT_TYPE);
      expect(error.fieldErrors).toEqual([{ field: 'file', message: DOCUMENT_TYPE }]);
    }
    expect(store.objects.size).toBe(0);
  });

  it('leaves no object behind when keeping the document fails', async () => {
    const { shopper, dealId } = await decidedDeal();
    store.fail = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await upload(shopper, dealId, 'driversLicense', pdf());
    expect(res.status).toBe(500);
    logged.mockRestore();
    store.fail = false;
    expect(store.objects.size).toBe(0);
    const listed = await documentsOf(await shopper.get(`/api/deals/${dealId}/documents`));
    expect(listed.documents[0]!.state).toBe('requested');
  });

  it('answers 400 with field errors for an unknown kind, one not asked for, and before any decision', async () => {
    const { shopper, dealId } = await decidedDeal();
    const unknown = await upload(shopper, dealId, 'passport', pdf());
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fieldErrors.map((e) => e.field)).toEqual(['kind']);
    const notAsked = await upload(shopper, dealId, 'proofOfInsurance', pdf());
    expect(notAsked.status).toBe(400);
    expect((await errorOf(notAsked)).fieldErrors).toEqual([{ field: 'kind', message: NOT_REQUESTED }]);

    const fresh = await shopper.startDeal('v1');
    expect((await documentsOf(await shopper.get(`/api/deals/${fresh}/documents`))).documents).toEqual([]);
    const early = await upload(shopper, fresh, 'driversLicense', pdf());
    expect(early.status).toBe(400);
    expect((await errorOf(early)).fieldErrors).toEqual([{ field: 'kind', message: NO_APPLICATION }]);
    // Declined everywhere: nothing is asked.
    const { dealId: declined } = await decidedDeal([
      { decision: 'DECLINED', lenderNumber: '2', lenderName: 'B', reason: 'CREDIT', maxAmountFinanced: null },
    ]);
    expect((await documentsOf(await shopper.get(`/api/deals/${declined}/documents`))).documents).toEqual([]);
  });

  it('counts every upload against the per-shopper limit before reading it: past it, a 429', async () => {
    const { shopper, dealId } = await decidedDeal();
    const junk = new TextEncoder().encode('not a document');
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      expect((await upload(shopper, dealId, 'driversLicense', junk)).status).toBe(400);
    }
    const refused = await upload(shopper, dealId, 'driversLicense', pdf());
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(TOO_MANY_UPLOADS);
    expect(store.objects.size).toBe(0);
  });

  it('is 401 signed out and 404 on someone else’s deal', async () => {
    const { dealId } = await decidedDeal();
    const visitor = await Visitor.start(app);
    const list = await visitor.get(`/api/deals/${dealId}/documents`);
    expect(list.status).toBe(401);
    expect((await errorOf(list)).message).toBe(DOCUMENTS_NEED_SIGN_IN);
    expect((await upload(visitor, dealId, 'driversLicense', pdf())).status).toBe(401);
    const other = await Visitor.signedIn(app, OTHER_USER);
    expect((await other.get(`/api/deals/${dealId}/documents`)).status).toBe(404);
    expect((await upload(other, dealId, 'driversLicense', pdf())).status).toBe(404);
    expect(store.objects.size).toBe(0);
  });
});

describe('the dealer’s review (/dealer/api/deals/:id/documents)', () => {
  it('lists the documents with addresses, asks for a new one with a reason, and a replacement is received again', async () => {
    const { shopper, dealId } = await decidedDeal();
    await upload(shopper, dealId, 'driversLicense', pdf());
    const staff = staffClient(app);
    await staff.signIn(MANAGER_1);
    const listed = await documentsOf(await staff.call('GET', `/deals/${dealId}/documents`));
    expect(listed.documents[0]).toMatchObject({ kind: 'driversLicense', state: 'received' });
    expect((await app.request(listed.documents[0]!.viewUrl!)).status).toBe(200);

    const review = (kind: string, body: unknown) =>
      staff.call('PUT', `/deals/${dealId}/documents/${kind}/review`, body);
    const noReason = await review('driversLicense', { state: 'needsNew', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fieldErrors).toEqual([{ field: 'reason', message: REASON_REQUIRED }]);
    const long = await review('driversLicense', { state: 'needsNew', reason: 'x'.repeat(REASON_MAX + 1) });
    expect((await errorOf(long)).fieldErrors).toEqual([{ field: 'reason', message: REASON_TOO_LONG }]);
    expect((await review('driversLicense', { state: 'lost' })).status).toBe(400);
    const nothing = await review('proofOfIncome', { state: 'accepted' });
    expect(nothing.status).toBe(400);
    expect((await errorOf(nothing)).fieldErrors).toEqual([{ field: 'kind', message: NOTHING_TO_REVIEW }]);

    const asked = await review('driversLicense', { state: 'needsNew', reason: 'The photo is blurred.' });
    expect(asked.status).toBe(200);
    expect((await documentsOf(asked)).documents[0]).toMatchObject({
      state: 'needsNew',
      reason: 'The photo is blurred.',
    });
    const seen = await documentsOf(await shopper.get(`/api/deals/${dealId}/documents`));
    expect(seen.documents[0]).toMatchObject({ state: 'needsNew', reason: 'The photo is blurred.' });

    const replaced = await documentsOf(await upload(shopper, dealId, 'driversLicense', await jpeg()));
    expect(replaced.documents[0]).toMatchObject({ state: 'received', reason: null, fileType: 'jpeg' });
    expect(store.objects.size).toBe(1);

    const accepted = await documentsOf(await review('driversLicense', { state: 'accepted' }));
    expect(accepted.documents[0]).toMatchObject({ state: 'accepted', reason: null });
    const audit = await db.selectFrom('audit_log').select('action').where('record_id', '=', dealId).execute();
    expect(audit.map((a) => a.action)).toEqual(['deal.document-needs-new', 'deal.document-accept']);
  });

  it('is refused signed out, to another dealer’s staff, and without the CSRF token', async () => {
    const { dealId } = await decidedDeal();
    const anonymous = staffClient(app);
    expect((await anonymous.call('GET', `/deals/${dealId}/documents`)).status).toBe(401);
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    const res = await other.call('GET', `/deals/${dealId}/documents`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(NOT_YOUR_DEALER);
    const staff = staffClient(app);
    await staff.signIn(MANAGER_1);
    staff.setCsrf('wrong');
    expect(
      (await staff.call('PUT', `/deals/${dealId}/documents/driversLicense/review`, { state: 'accepted' })).status,
    ).toBe(403);
  });
});
