import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_FOUND,
  APPOINTMENT_NOT_FOUND,
  AppointmentSchema,
  CONTACT_REQUEST_NOT_FOUND,
  ContactDealerReceiptSchema,
  DriveAtHomeProgramSchema,
  NOT_IN_PROGRAM,
  OUT_OF_RADIUS,
  PHONE_FOR_CALLS,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
  VisitOptionsSchema,
  VisitSlotsSchema,
  type ContactDealerRequest,
  type DriveAtHomeRequest,
  type TestDriveRequest,
} from '../../../../src/contract/visits.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { buildSeed } from '../../db/seed/seed-data.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { makeApp, makeDb, makeDist, USER } from '../../test-support.ts';
import { dealSeed, json, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { VISIT_LIMIT } from './visits.ts';
import { oneValidLead } from './lead-test-support.ts';

const Q = '?campaign=main&dealer=d1';
const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());
const fields = async (res: Response) => (await errors(res)).fieldErrors;

/**
 * d1 (First Motors, Austin 78701, America/Chicago) is in the drive-at-home program, d2 is not; both
 * open 09:00–17:00 every day. "Now" is Monday 23 November 2026, 09:00 at the dealerships.
 */
async function makeVisitApp() {
  const seed = dealSeed();
  const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
    day,
    open: '09:00',
    close: '17:00',
  }));
  seed.dealers = seed.dealers.map((d) => ({ ...d, showroomHours: everyDay, driveAtHomeEnabled: d.id === 'd1' }));
  return makeApp(await makeDb(seed), makeDist(), () => new Date('2026-11-23T15:00:00Z'));
}

const HOME = { street1: '500 Elm St', street2: '', city: 'Austin', state: 'TX', zipCode: '78759' };

const delivery = (over: Partial<DriveAtHomeRequest> = {}): DriveAtHomeRequest => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  phoneNumber: '(512) 555-0111',
  address: HOME,
  date: '2026-11-24',
  time: '10:00',
  ...over,
});

const testDrive = (over: Partial<TestDriveRequest> = {}): TestDriveRequest => ({
  firstName: 'Tom',
  lastName: 'Tester',
  email: 'tom@example.test',
  phoneNumber: '5125550122',
  date: '2026-11-23',
  time: '11:00',
  ...over,
});

const message = (over: Partial<ContactDealerRequest> = {}): ContactDealerRequest => ({
  firstName: 'Mia',
  lastName: 'Message',
  email: 'mia@example.test',
  phoneNumber: '',
  preferredContact: 'EMAIL',
  message: 'Is the blue one still available?',
  ...over,
});

describe('GET /api/drive-at-home/dealer-in-program/:dealerId', () => {
  it('Dealer-specific flags govern drive-at-home: in the program, not in it, unknown (404)', async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    expect(await json(visitor.get('/api/drive-at-home/dealer-in-program/d1'), DriveAtHomeProgramSchema)).toEqual({
      dealerId: 'd1',
      inProgram: true,
      deliveryRadiusMiles: 50,
    });
    expect(await json(visitor.get('/api/drive-at-home/dealer-in-program/d2'), DriveAtHomeProgramSchema)).toEqual({
      dealerId: 'd2',
      inProgram: false,
      deliveryRadiusMiles: null,
    });
    expect((await visitor.get('/api/drive-at-home/dealer-in-program/nope')).status).toBe(404);
    expect((await visitor.get('/api/drive-at-home/dealer-in-program/bad%20id')).status).toBe(400);
  });

  it('puts the sandbox’s Riverside, Sunbelt and Mile High in the program, the others not', async () => {
    const db = await makeDb(buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' }));
    const { app } = await makeApp(db);
    const visitor = await Visitor.start(app, 'demo-ecommerce');
    const inProgram: string[] = [];
    for (const id of ['d100', 'd200', 'd300', 'd400', 'd500', 'd600']) {
      const body = await json(visitor.get(`/api/drive-at-home/dealer-in-program/${id}`), DriveAtHomeProgramSchema);
      if (body.inProgram) inProgram.push(id);
    }
    expect(inProgram).toEqual(['d100', 'd400', 'd600']);
  });
});

describe('GET /api/visits/slots', () => {
  it('offers the next 14 days of the dealer’s hours in its zone, future only, with the kind’s notice', async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const drive = await json(visitor.get('/api/visits/slots?kind=TEST_DRIVE&vehicleId=v1'), VisitSlotsSchema);
    expect(drive).toMatchObject({ dealerId: 'd1', timeZone: 'America/Chicago', durationMinutes: 30 });
    expect(drive.days).toHaveLength(14);
    expect(drive.days[0]?.date).toBe('2026-11-23');
    // An hour's notice from 09:00; the last start leaves 30 minutes before closing.
    expect(drive.days[0]?.times[0]).toBe('10:00');
    expect(drive.days[0]?.times.at(-1)).toBe('16:30');
    expect(drive.days.at(-1)?.date).toBe('2026-12-06');
    const home = await json(visitor.get('/api/visits/slots?kind=DRIVE_AT_HOME&vehicleId=v1'), VisitSlotsSchema);
    // A day's notice, and an hour's visit: Tuesday from 09:00 to 16:00.
    expect(home.days[0]).toMatchObject({ date: '2026-11-24' });
    expect([home.days[0]?.times[0], home.days[0]?.times.at(-1)]).toEqual(['09:00', '16:00']);
  });

  it('answers 404 for drive at home at a dealer outside the program and for an unknown vehicle; 400 for a bad kind', async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const outside = await visitor.get('/api/visits/slots?kind=DRIVE_AT_HOME&vehicleId=v5');
    expect(outside.status).toBe(404);
    expect((await errors(outside)).message).toBe(NOT_IN_PROGRAM);
    expect((await visitor.get('/api/visits/slots?kind=TEST_DRIVE&vehicleId=v5')).status).toBe(200);
    expect((await visitor.get('/api/visits/slots?kind=TEST_DRIVE&vehicleId=nope')).status).toBe(404);
    const bad = await visitor.get('/api/visits/slots?kind=PICNIC&vehicleId=v1');
    expect(bad.status).toBe(400);
    expect((await fields(bad)).map((f) => f.field)).toEqual(['kind']);
  });
});

describe('GET /api/visits/options', () => {
  it('gives the vehicle and its dealer, the deal’s for its owner only, and none of the shopper’s details', async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const byVehicle = await json(visitor.get(`/api/visits/options${Q}&vehicleId=v5`), VisitOptionsSchema);
    expect([byVehicle.vehicle?.id, byVehicle.dealer.id]).toEqual(['v5', 'd2']);
    const campaignOnly = await json(visitor.get(`/api/visits/options?campaign=main&dealer=d2`), VisitOptionsSchema);
    expect([campaignOnly.vehicle, campaignOnly.dealer.name]).toEqual([null, 'Second Auto']);

    const dealId = await visitor.startDeal('v1');
    const byDeal = await json(visitor.get(`/api/visits/options${Q}&dealId=${dealId}`), VisitOptionsSchema);
    expect([byDeal.dealId, byDeal.vehicle?.id, byDeal.dealer.timeZone]).toEqual([dealId, 'v1', 'America/Chicago']);
    const stranger = await Visitor.start(app);
    expect((await stranger.get(`/api/visits/options${Q}&dealId=${dealId}`)).status).toBe(404);

    await stranger.login(USER);
    // The shopper's details come from GET /profile/details, the app's one source of them.
    const signedIn = await (await stranger.get(`/api/visits/options${Q}&vehicleId=v1`)).json();
    expect(Object.keys(signedIn as object).sort()).toEqual(['dealId', 'dealer', 'vehicle']);
  });
});

describe('POST /api/deals/:id/drive-at-home', () => {
  it('books a delivery within 50 miles: the appointment, its lead row, the shopper’s text and the dealer’s notice', async () => {
    const { app, db } = await makeVisitApp();
    const owner = await Visitor.start(app);
    const dealId = await owner.startDeal('v1');
    const res = await owner.post(`/api/deals/${dealId}/drive-at-home${Q}`, delivery());
    expect(res.status).toBe(201);
    const booked = v.parse(AppointmentSchema, await res.json());
    expect(booked).toMatchObject({
      kind: 'DRIVE_AT_HOME',
      status: 'BOOKED',
      date: '2026-11-24',
      time: '10:00',
      startsAt: '2026-11-24T16:00:00.000Z',
      endsAt: '2026-11-24T17:00:00.000Z',
      timeZone: 'America/Chicago',
      dealId,
      address: HOME,
      contact: { firstName: 'Rosa', lastName: 'Diaz', email: null, phoneNumber: '5125550111' },
    });
    // 78701 to 78759 in a straight line.
    expect(booked.distanceMiles).toBeCloseTo(9.2, 0);
    expect([booked.dealer.id, booked.vehicle.id]).toEqual(['d1', 'v1']);

    const lead = await db.selectFrom('lead_requests').selectAll().where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: 'DRIVE_AT_HOME',
      campaign_slug: 'main',
      dealer_id: 'd1',
      vehicle_id: 'v1',
      deal_id: dealId,
      phone_number: '5125550111',
      status: 'OPEN',
      user_time_zone: 'America/Chicago',
    });
    expect(Number(lead.scheduled_at)).toBe(Date.parse(booked.startsAt));
    const crm = await oneValidLead(db, 'drive-at-home');
    expect(crm.document).toContain('<street line="1">500 Elm St</street>');
    expect(crm.document).toContain('<phone type="voice" preferredcontact="1">5125550111</phone>');

    const [notice, text] = await listOutbox(db);
    expect(text).toMatchObject({ channel: 'SMS', recipient: '5125550111', kind: 'drive-at-home' });
    expect(text?.body).toContain('11/24/2026 at 10:00 AM (Central Standard Time) to 500 Elm St, Austin, TX 78759');
    expect(notice).toMatchObject({ channel: 'EMAIL', recipient: 'leads@dealer.example', kind: 'drive-at-home' });
    expect(notice?.subject).toBe('Drive at home booked: 2026 Toyota Camry XLE, 11/24/2026 10:00 AM');
    expect(notice?.body).toContain('Deliver to: 500 Elm St, Austin, TX 78759 (9.2 miles away)');

    // Its thank-you page reads it back, reloaded or not; nobody else can.
    expect(await json(owner.get(`/api/visits/appointments/${booked.id}`), AppointmentSchema)).toEqual(booked);
    const stranger = await Visitor.start(app);
    const hidden = await stranger.get(`/api/visits/appointments/${booked.id}`);
    expect(hidden.status).toBe(404);
    expect((await errors(hidden)).message).toBe(APPOINTMENT_NOT_FOUND);
  });

  it('Dealer-specific flags govern drive-at-home: a dealer outside the program answers 409 and stores nothing', async () => {
    const { app, db } = await makeVisitApp();
    const owner = await Visitor.start(app);
    const dealId = await owner.startDeal('v5');
    const res = await owner.post(`/api/deals/${dealId}/drive-at-home${Q}`, delivery());
    expect(res.status).toBe(409);
    expect((await errors(res)).message).toBe(NOT_IN_PROGRAM);
    expect(await db.selectFrom('appointments').selectAll().execute()).toEqual([]);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('is the deal owner’s only (404 for anybody else and an unknown deal) and needs the CSRF token', async () => {
    const { app, db } = await makeVisitApp();
    const owner = await Visitor.start(app);
    const dealId = await owner.startDeal('v1');
    const stranger = await Visitor.start(app);
    await stranger.login(OTHER_USER);
    expect((await stranger.post(`/api/deals/${dealId}/drive-at-home${Q}`, delivery())).status).toBe(404);
    expect(
      (await owner.post(`/api/deals/00000000-0000-0000-0000-000000000000/drive-at-home${Q}`, delivery())).status,
    ).toBe(404);
    const forged = await app.request(`/api/deals/${dealId}/drive-at-home${Q}`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(delivery()),
    });
    expect(forged.status).toBe(403);
    expect(await db.selectFrom('appointments').selectAll().execute()).toEqual([]);
  });

  it('answers 400 with field errors: the form, an address it cannot place or out of the area, a slot not offered', async () => {
    const { app, db } = await makeVisitApp();
    const owner = await Visitor.start(app);
    const dealId = await owner.startDeal('v1');
    const post = (body: unknown) => owner.post(`/api/deals/${dealId}/drive-at-home${Q}`, body);

    const bad = await post({ ...delivery(), phoneNumber: '012', address: { ...HOME, zipCode: '7875' }, date: 'soon' });
    expect(bad.status).toBe(400);
    const badFields = await fields(bad);
    expect([...new Set(badFields.map((f) => f.field))]).toEqual(['phoneNumber', 'address.zipCode', 'date']);
    expect(badFields.find((f) => f.field === 'phoneNumber')?.message).toBe('Enter a valid 10 digit phone number');

    const far = await post(
      delivery({ address: { street1: '1 Oak St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' } }),
    );
    expect(far.status).toBe(400);
    expect(await fields(far)).toEqual([{ field: 'address.zipCode', message: OUT_OF_RADIUS }]);

    const nowhere = await post(delivery({ address: { ...HOME, zipCode: '00000' } }));
    expect(await fields(nowhere)).toEqual([{ field: 'address.zipCode', message: ADDRESS_NOT_FOUND }]);

    // Off the 30-minute grid, sooner than a day ahead, after closing, beyond 14 days.
    for (const [date, time] of [
      ['2026-11-24', '10:15'],
      ['2026-11-23', '15:00'],
      ['2026-11-24', '16:30'],
      ['2026-12-08', '10:00'],
    ] as const) {
      const res = await post(delivery({ date, time }));
      expect(await fields(res)).toEqual([{ field: 'time', message: SLOT_UNAVAILABLE }]);
    }
    expect(await db.selectFrom('appointments').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('lead_requests').selectAll().execute()).toEqual([]);
  });

  it('a slot taken by another delivery is not offered, and a POST for it is a 409', async () => {
    const { app } = await makeVisitApp();
    const first = await Visitor.start(app);
    const second = await Visitor.start(app);
    const one = await first.startDeal('v1');
    const two = await second.startDeal('v4');
    expect((await first.post(`/api/deals/${one}/drive-at-home${Q}`, delivery())).status).toBe(201);
    // One delivery team: another car's delivery overlapping 10:00–11:00 clashes.
    const clash = await second.post(`/api/deals/${two}/drive-at-home${Q}`, delivery({ time: '10:30' }));
    expect(clash.status).toBe(409);
    expect((await errors(clash)).message).toBe(SLOT_TAKEN);
    const slots = await json(second.get('/api/visits/slots?kind=DRIVE_AT_HOME&vehicleId=v4'), VisitSlotsSchema);
    expect(slots.days[0]?.times).toEqual(expect.arrayContaining(['09:00', '11:00']));
    expect(slots.days[0]?.times).not.toContain('09:30');
    expect(slots.days[0]?.times).not.toContain('10:30');
    expect((await second.post(`/api/deals/${two}/drive-at-home${Q}`, delivery({ time: '11:00' }))).status).toBe(201);
  });
});

describe('POST /api/vehicles/:vehicleId/test-drive', () => {
  it('books a visitor’s test drive: the shopper’s email, the dealer’s notice, a lead row', async () => {
    const { app, db } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.post(`/api/vehicles/v1/test-drive${Q}`, testDrive());
    expect(res.status).toBe(201);
    const booked = v.parse(AppointmentSchema, await res.json());
    expect(booked).toMatchObject({
      kind: 'TEST_DRIVE',
      date: '2026-11-23',
      time: '11:00',
      address: null,
      distanceMiles: null,
      dealId: null,
      contact: { email: 'tom@example.test', phoneNumber: '5125550122' },
    });
    const [notice, mail] = await listOutbox(db);
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      recipient: 'tom@example.test',
      subject: 'Your test drive at First Motors',
    });
    expect(mail?.body).toContain(
      'is booked for 11/23/2026 at 11:00 AM (Central Standard Time) at First Motors, 1 Main St',
    );
    expect(notice?.subject).toBe('Test drive booked: 2026 Toyota Camry XLE, 11/23/2026 11:00 AM');
    const lead = await db.selectFrom('lead_requests').selectAll().where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect([lead.kind, lead.vehicle_id, lead.reply_to_email]).toEqual(['TEST_DRIVE', 'v1', 'tom@example.test']);
    const crm = await oneValidLead(db, 'test-drive');
    expect(crm.document).toContain('<vehicle interest="test-drive" status="new">');
    expect(crm.document).toContain('Booked for 2026-11-23T11:00:00-06:00 (America/Chicago).');
  });

  it('writes the confirmation in the shopper’s language', async () => {
    const { app, db } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    expect((await visitor.post(`/api/vehicles/v1/test-drive${Q}`, { ...testDrive(), locale: 'es' })).status).toBe(201);
    const mail = (await listOutbox(db)).find((m) => m.recipient === 'tom@example.test');
    expect(mail?.subject).toBe('Su prueba de manejo en First Motors');
    expect(mail?.body).toContain('11/23/2026 a las 11:00 AM');
  });

  it('keeps one test drive per vehicle and slot (409, even when sent at once); another vehicle is free then', async () => {
    const { app, db } = await makeVisitApp();
    const [a, b, c] = await Promise.all([Visitor.start(app), Visitor.start(app), Visitor.start(app)]);
    const answers = await Promise.all([
      a.post(`/api/vehicles/v1/test-drive${Q}`, testDrive()),
      b.post(`/api/vehicles/v1/test-drive${Q}`, testDrive({ email: 'b@example.test' })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.selectFrom('appointments').select('id').execute()).toHaveLength(1);
    const slots = await json(c.get('/api/visits/slots?kind=TEST_DRIVE&vehicleId=v1'), VisitSlotsSchema);
    expect(slots.days[0]?.times).not.toContain('11:00');
    expect((await c.post(`/api/vehicles/v4/test-drive${Q}`, testDrive())).status).toBe(201);
  });

  it('answers 400 with field errors and 404 for an unknown vehicle', async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const bad = await visitor.post(`/api/vehicles/v1/test-drive${Q}`, testDrive({ firstName: ' ', email: 'tom@' }));
    expect((await fields(bad)).map((f) => f.field)).toEqual(['firstName', 'email']);
    const early = await visitor.post(`/api/vehicles/v1/test-drive${Q}`, testDrive({ time: '09:30' }));
    expect(await fields(early)).toEqual([{ field: 'time', message: SLOT_UNAVAILABLE }]);
    expect((await visitor.post(`/api/vehicles/nope/test-drive${Q}`, testDrive())).status).toBe(404);
    const campaign = await visitor.post('/api/vehicles/v1/test-drive?campaign=nope', testDrive());
    expect((await fields(campaign)).map((f) => f.field)).toEqual(['campaign']);
  });

  it(`limits a client to ${String(VISIT_LIMIT)} visits and messages in 15 minutes`, async () => {
    const { app } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    for (const time of times) {
      expect((await visitor.post(`/api/vehicles/v1/test-drive${Q}`, testDrive({ time }))).status).toBe(201);
    }
    const over = await visitor.post('/api/contact-dealer?campaign=main', message());
    expect(over.status).toBe(429);
  });
});

describe('POST /api/contact-dealer', () => {
  it('sends a message to the campaign’s dealer, or the vehicle’s; the shopper and the dealer hear of it', async () => {
    const { app, db } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/contact-dealer?campaign=main&dealer=d1', message());
    expect(res.status).toBe(201);
    const receipt = v.parse(ContactDealerReceiptSchema, await res.json());
    expect(receipt).toMatchObject({ vehicle: null, preferredContact: 'EMAIL', email: 'mia@example.test' });
    expect(receipt.dealer.id).toBe('d1');
    const [notice, mail] = await listOutbox(db);
    expect(mail).toMatchObject({ recipient: 'mia@example.test', subject: 'We received your message to First Motors' });
    expect(notice).toMatchObject({ recipient: 'leads@dealer.example', subject: 'Message from Mia Message' });
    expect(notice?.body).toContain('Is the blue one still available?');
    const lead = await db
      .selectFrom('lead_requests')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect([lead.kind, lead.question, lead.vehicle_id]).toEqual([
      'CONTACT_DEALER',
      'Is the blue one still available?',
      null,
    ]);

    const about = await json(
      visitor.post(
        '/api/contact-dealer?campaign=main',
        message({ vehicleId: 'v5', preferredContact: 'TEXT', phoneNumber: '(512) 555-0177' }),
      ),
      ContactDealerReceiptSchema,
    );
    expect([about.dealer.id, about.vehicle?.id, about.phoneNumber]).toEqual(['d2', 'v5', '5125550177']);

    expect(await json(visitor.get(`/api/contact-dealer/${receipt.id}`), ContactDealerReceiptSchema)).toEqual(receipt);
    const stranger = await Visitor.start(app);
    const hidden = await stranger.get(`/api/contact-dealer/${receipt.id}`);
    expect(hidden.status).toBe(404);
    expect((await errors(hidden)).message).toBe(CONTACT_REQUEST_NOT_FOUND);
  });

  it('answers 400: a phone to call or text, a bounded message, a known vehicle', async () => {
    const { app, db } = await makeVisitApp();
    const visitor = await Visitor.start(app);
    const post = (body: unknown) => visitor.post('/api/contact-dealer?campaign=main', body);
    expect(await fields(await post(message({ preferredContact: 'PHONE' })))).toEqual([
      { field: 'phoneNumber', message: PHONE_FOR_CALLS },
    ]);
    const long = await post(message({ message: 'x'.repeat(2001), email: 'nope' }));
    expect((await fields(long)).map((f) => f.field)).toEqual(['email', 'message']);
    expect((await fields(await post(message({ vehicleId: 'nope' })))).map((f) => f.field)).toEqual(['vehicleId']);
    expect((await fields(await post({ ...message(), preferredContact: 'PIGEON' }))).map((f) => f.field)).toEqual([
      'preferredContact',
    ]);
    expect(await db.selectFrom('dealer_contact_requests').selectAll().execute()).toEqual([]);
  });
});
