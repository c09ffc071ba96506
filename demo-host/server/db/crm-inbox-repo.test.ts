import { beforeEach, describe, expect, it } from 'vitest';
import { makeDb } from '../test-support.ts';
import { getCrmInboxEntry, isCrmOutage, receiveCrmLead, setCrmOutage } from './crm-inbox-repo.ts';
import type { Db } from './schema.ts';

let db: Db;
beforeEach(async () => {
  db = await makeDb();
});

const lead = { leadId: 'lead-1', dealerId: 'd1', document: '<adf>first</adf>' };

describe('receiveCrmLead', () => {
  it('stores the first arrival, and a repeat only counts itself and its time', async () => {
    expect(await receiveCrmLead(db, lead, 1000)).toEqual({ leadId: 'lead-1', duplicate: false, deliveries: 1 });
    expect(await receiveCrmLead(db, { ...lead, document: '<adf>second</adf>' }, 2000)).toEqual({
      leadId: 'lead-1',
      duplicate: true,
      deliveries: 2,
    });
    expect(await getCrmInboxEntry(db, 'lead-1')).toEqual({
      ...lead,
      firstReceivedAt: 1000,
      lastReceivedAt: 2000,
      deliveries: 2,
    });
  });

  it('counts every one of deliveries racing each other, and stores one row', async () => {
    const receipts = await Promise.all([1, 2, 3, 4, 5].map((i) => receiveCrmLead(db, lead, 1000 + i)));
    expect(receipts.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(receipts.map((r) => r.deliveries).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await getCrmInboxEntry(db, 'lead-1'))?.deliveries).toBe(5);
    const rows = await db.selectFrom('crm_inbox').select('lead_id').execute();
    expect(rows).toEqual([{ lead_id: 'lead-1' }]);
  });

  it('keeps leads apart by id', async () => {
    await receiveCrmLead(db, lead, 1000);
    expect((await receiveCrmLead(db, { ...lead, leadId: 'lead-2' }, 1000)).duplicate).toBe(false);
    expect(await getCrmInboxEntry(db, 'lead-3')).toBeNull();
  });
});

describe('the CRM outage switch', () => {
  it('is off until turned on, and turns off again', async () => {
    expect(await isCrmOutage(db)).toBe(false);
    await setCrmOutage(db, true);
    expect(await isCrmOutage(db)).toBe(true);
    await setCrmOutage(db, false);
    expect(await isCrmOutage(db)).toBe(false);
  });
});
