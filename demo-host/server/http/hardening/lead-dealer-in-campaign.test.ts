/**
 * A lead is a campaign's only when its dealer is one of the campaign's: a request naming a
 * campaign and a vehicle (or dealer) of a dealer outside it is refused with a 400 on `campaign`,
 * and nothing of it is stored, mailed or queued for the CRM.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContactDealerReceiptSchema } from '../../../../src/contract/visits.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import type { Db } from '../../db/schema.ts';
import { Invalid } from '../../domain/errors.ts';
import { asHttpError } from '../errors.ts';
import { createLeadWriter } from '../../services/leads/outbox.ts';
import { leadsOf } from '../routes/lead-test-support.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { dealSeed, Visitor } from '../routes/deal-fixtures.ts';
import { makeApp, makeDb, makeDist } from '../../test-support.ts';

/** Campaign `upgrade` lists only d2; v1 is d1's (in the drive-at-home program), v5 is d2's. */
async function makeLeadApp() {
  const seed = dealSeed();
  const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
    day,
    open: '09:00',
    close: '17:00',
  }));
  seed.dealers = seed.dealers.map((d) => ({ ...d, showroomHours: everyDay, driveAtHomeEnabled: true }));
  return makeApp(await makeDb(seed), makeDist(), () => new Date('2026-11-23T15:00:00Z'));
}

const message = {
  firstName: 'Mia',
  lastName: 'Message',
  email: 'mia@example.test',
  phoneNumber: '',
  preferredContact: 'EMAIL',
  message: 'Is it still available?',
};
const testDrive = {
  firstName: 'Tom',
  lastName: 'Tester',
  email: 'tom@example.test',
  phoneNumber: '5125550122',
  date: '2026-11-23',
  time: '11:00',
};
const delivery = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  phoneNumber: '(512) 555-0111',
  address: { street1: '500 Elm St', street2: '', city: 'Austin', state: 'TX', zipCode: '78759' },
  date: '2026-11-24',
  time: '10:00',
};

async function refusedOnCampaign(res: Response): Promise<void> {
  expect(res.status).toBe(400);
  const body = v.parse(ErrorBodySchema, await res.json());
  expect((body.fieldErrors ?? []).map((e) => e.field)).toEqual(['campaign']);
}

/** Nothing of a refused request: no lead row, no CRM lead, no mail, no booking. */
async function expectNothingWritten(db: Db): Promise<void> {
  expect(await db.selectFrom('lead_requests').selectAll().execute()).toEqual([]);
  expect(await db.selectFrom('dealer_contact_requests').selectAll().execute()).toEqual([]);
  expect(await db.selectFrom('appointments').selectAll().execute()).toEqual([]);
  expect(await leadsOf(db)).toEqual([]);
  expect(await listOutbox(db)).toEqual([]);
}

describe('a lead names a dealer of its campaign', () => {
  it('refuses a message about another campaign’s dealer’s vehicle', async () => {
    const { app, db } = await makeLeadApp();
    const visitor = await Visitor.start(app);
    await refusedOnCampaign(
      await visitor.post('/api/contact-dealer?campaign=upgrade', { ...message, vehicleId: 'v1' }),
    );
    await expectNothingWritten(db);
  });

  it('refuses a test drive or a delivery of another campaign’s dealer’s vehicle', async () => {
    const { app, db } = await makeLeadApp();
    const visitor = await Visitor.start(app);
    await refusedOnCampaign(await visitor.post('/api/vehicles/v1/test-drive?campaign=upgrade', testDrive));
    const dealId = await visitor.startDeal('v1');
    await refusedOnCampaign(await visitor.post(`/api/deals/${dealId}/drive-at-home?campaign=upgrade`, delivery));
    await expectNothingWritten(db);
  });

  it('files a lead of the campaign’s own dealer under that campaign', async () => {
    const { app, db } = await makeLeadApp();
    const visitor = await Visitor.start(app);
    const receipt = await visitor.post('/api/contact-dealer?campaign=upgrade', { ...message, vehicleId: 'v5' });
    expect(receipt.status).toBe(201);
    expect(v.parse(ContactDealerReceiptSchema, await receipt.json()).dealer.id).toBe('d2');
    expect((await leadsOf(db)).map((l) => [l.campaign, l.dealerId])).toEqual([['upgrade', 'd2']]);
  });

  it('answers a contact-center request for a dealer outside the campaign with the campaign’s own dealer', async () => {
    const { app, db } = await makeLeadApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/lead/contact-shopper/email?campaign=upgrade&dealer=d1', {
      replyToEmail: 'mia@example.test',
      question: 'Is it still available?',
      updateProfile: false,
    });
    expect(res.status).toBe(200);
    expect((await leadsOf(db)).map((l) => [l.campaign, l.dealerId])).toEqual([['upgrade', 'd2']]);
  });

  it('writes no lead under a campaign its dealer is not in, whichever route asks', async () => {
    const { db } = await makeLeadApp();
    const leads = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174' });
    const base = { kind: 'email', sessionId: null, userId: null, contact: { email: 'mia@example.test' } } as const;
    const named = leads.write(db, { ...base, sourceId: 'a', campaign: 'upgrade', dealerId: 'd1' });
    await expect(named).rejects.toBeInstanceOf(Invalid);
    expect(asHttpError(await named.catch((error: unknown) => error))?.status).toBe(400);
    expect(await leads.write(db, { ...base, sourceId: 'b', campaign: 'upgrade', dealerId: 'd2' })).not.toBeNull();
    expect((await leadsOf(db)).map((l) => [l.campaign, l.dealerId])).toEqual([['upgrade', 'd2']]);
  });
});
