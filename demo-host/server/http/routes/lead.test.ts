import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CALL_BACK_NOT_FOUND,
  CALL_CENTER_CLOSED,
  CallBackSchema,
  CallCenterSchema,
  CallLaterResponseSchema,
  CONTACT_NEEDS_LOGIN,
  SLOT_UNAVAILABLE,
  UpcomingCallSchema,
} from '../../../../src/contract/contact.ts';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { listOpenLeads } from '../../db/lead-repo.ts';
import { EMAIL_NOT_VERIFIED } from '../../../../src/contract/profile.ts';
import { makeDb, makeDist, makeApp, proveEmail } from '../../test-support.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { dealSeed, json, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { LEAD_LIMIT } from './lead.ts';
import { oneValidLead } from './lead-test-support.ts';

const LA = 'America/Los_Angeles';
const Q = '?campaign=main&dealer=d1';

/** d1 is in Chicago: weekdays 09:00–18:00, Saturday 10:00–14:00, closed on Sunday. */
async function makeLeadApp(start: string) {
  const seed = dealSeed();
  const hours = ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, open: '09:00', close: '18:00' }));
  seed.dealers = seed.dealers.map((d) =>
    d.id === 'd1'
      ? {
          ...d,
          timeZone: 'America/Chicago',
          callCenterHours: [...hours, { day: 'SAT', open: '10:00', close: '14:00' }],
        }
      : d,
  );
  const clock = { now: new Date(start) };
  const sandbox = await makeApp(await makeDb(seed), makeDist(), () => clock.now);
  return { ...sandbox, clock };
}

const errorOf = (res: Response | Promise<Response>) => json(res, ErrorBodySchema);
const MONDAY_10AM_CHICAGO = '2026-11-23T16:00:00Z';

const later = (over: Record<string, unknown> = {}) => ({
  callBackDate: '2026-11-24',
  callBackTime: '07:00 AM',
  userTimeZone: LA,
  queueId: '',
  phoneNumber: '(512) 555-0199',
  question: 'Is the Camry still available?',
  ...over,
});

describe('GET /api/lead/call-center', () => {
  it('answers the dealer hours in the shopper zone, open during them', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const center = await json(visitor.get(`/api/lead/call-center${Q}&userTimeZone=${LA}`), CallCenterSchema);
    expect(center.currentlyOpen).toBe(true);
    expect(center.hoursOfOperations.slice(0, 2)).toEqual([
      { day: '2026-11-23', open: '07:00', close: '16:00' },
      { day: '2026-11-24', open: '07:00', close: '16:00' },
    ]);
    expect(center.hoursOfOperations.map((h) => h.day)).not.toContain('2026-11-29'); // Sunday
  });

  it('is closed exactly at closing time and open a minute before', async () => {
    const { app, clock } = await makeLeadApp('2026-11-23T23:59:00Z');
    const visitor = await Visitor.start(app);
    const open = async () =>
      (await json(visitor.get(`/api/lead/call-center${Q}&userTimeZone=${LA}`), CallCenterSchema)).currentlyOpen;
    expect(await open()).toBe(true);
    clock.now = new Date('2026-11-24T00:00:00Z');
    expect(await open()).toBe(false);
  });

  it('follows the March 2026 DST change in the dealer zone', async () => {
    const { app } = await makeLeadApp('2026-03-06T16:00:00Z');
    const visitor = await Visitor.start(app);
    const center = await json(visitor.get(`/api/lead/call-center${Q}&userTimeZone=Europe/London`), CallCenterSchema);
    expect(center.hoursOfOperations.find((h) => h.day === '2026-03-09')).toEqual({
      day: '2026-03-09',
      open: '14:00',
      close: '23:00',
    });
  });

  it('refuses an unknown time zone with a field error', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const res = await visitor.get(`/api/lead/call-center${Q}&userTimeZone=Mars/Olympus`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors.map((e) => e.field)).toEqual(['userTimeZone']);
  });
});

describe('POST /api/lead/contact-shopper/email', () => {
  it('stores a visitor email and notifies the dealer before answering', async () => {
    const { app, db } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const res = await visitor.post(`/api/lead/contact-shopper/email${Q}&certificateId=C-1&userTimeZone=${LA}`, {
      question: 'Do you take trade-ins?',
      replyToEmail: 'shopper@example.com',
      updateProfile: true,
    });
    expect(res.status).toBe(200);
    const [lead] = await listOpenLeads(db);
    expect(lead).toMatchObject({
      kind: 'EMAIL',
      question: 'Do you take trade-ins?',
      replyToEmail: 'shopper@example.com',
      certificateId: 'C-1',
      userId: null,
      userTimeZone: LA,
    });
    const [mail] = await listOutbox(db);
    expect(mail).toMatchObject({ kind: 'lead-email', recipient: 'leads@dealer.example' });
    expect(mail?.body).toContain('Do you take trade-ins?');
    const crm = await oneValidLead(db, 'email');
    expect(crm.document).toContain('<email preferredcontact="1">shopper@example.com</email>');
    expect(crm.document).toContain('Do you take trade-ins?');
  });

  it('answers 400 with field errors for a missing question and a bad address', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const res = await visitor.post(`/api/lead/contact-shopper/email${Q}`, { question: ' ', replyToEmail: 'nope' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors.map((e) => e.field)).toEqual(['question', 'replyToEmail']);
  });

  it("updates the signed-in shopper's email to an address the session proved, unless another account has it", async () => {
    const { app, db } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const unproved = await visitor.post(`/api/lead/contact-shopper/email${Q}`, {
      question: 'Hello',
      replyToEmail: 'New.Address@Example.com',
      updateProfile: true,
    });
    expect((await errorOf(unproved)).fieldErrors).toEqual([{ field: 'replyToEmail', message: EMAIL_NOT_VERIFIED }]);
    await proveEmail(app, db, visitor, OTHER_USER.email);
    const taken = await visitor.post(`/api/lead/contact-shopper/email${Q}`, {
      question: 'Hello',
      replyToEmail: OTHER_USER.email,
      updateProfile: true,
    });
    expect(taken.status).toBe(400);
    expect((await errorOf(taken)).fieldErrors).toEqual([{ field: 'replyToEmail', message: DUPLICATE_EMAIL }]);
    expect(await listOpenLeads(db)).toEqual([]);

    await proveEmail(app, db, visitor, 'New.Address@Example.com');
    const ok = await visitor.post(`/api/lead/contact-shopper/email${Q}`, {
      question: 'Hello',
      replyToEmail: 'New.Address@Example.com',
      updateProfile: true,
    });
    expect(ok.status).toBe(200);
    const user = await db.selectFrom('users').select('email').where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect(user.email).toBe('new.address@example.com');
  });
});

describe('POST /api/lead/contact-shopper/call-me-back/now', () => {
  it('needs a signed-in shopper', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const res = await visitor.post(`/api/lead/contact-shopper/call-me-back/now${Q}`, {
      phoneNumber: '5125550199',
      userTimeZone: LA,
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(CONTACT_NEEDS_LOGIN);
  });

  it('queues the call while open and answers 409 while closed', async () => {
    const { app, db, clock } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const call = () =>
      visitor.post(`/api/lead/contact-shopper/call-me-back/now${Q}`, {
        phoneNumber: '(512) 555-0199',
        userTimeZone: LA,
      });
    expect((await call()).status).toBe(200);
    expect(await listOpenLeads(db)).toMatchObject([{ kind: 'CALL_NOW', phoneNumber: '5125550199', userId: 'u1' }]);
    expect((await listOutbox(db))[0]?.kind).toBe('call-back');

    clock.now = new Date('2026-11-22T18:00:00Z'); // Sunday
    const closed = await call();
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe(CALL_CENTER_CLOSED);
  });

  it('refuses a phone number that is not 10 digits starting 1-9', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const res = await visitor.post(`/api/lead/contact-shopper/call-me-back/now${Q}`, {
      phoneNumber: '0125550199',
      userTimeZone: LA,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'Enter a valid 10 digit phone number' },
    ]);
  });
});

describe('POST /api/lead/contact-shopper/call-me-back/now/unauthenticated', () => {
  const path = `/api/lead/contact-shopper/call-me-back/now/unauthenticated${Q}`;
  const body = { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '5125550111', userTimeZone: LA };

  it('queues a visitor call with their name', async () => {
    const { app, db } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    expect((await visitor.post(path, body)).status).toBe(200);
    expect(await listOpenLeads(db)).toMatchObject([{ kind: 'CALL_NOW', firstName: 'Ada', lastName: 'Lovelace' }]);
  });

  it('needs first and last name, and is 409 when closed', async () => {
    const { app, clock } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const res = await visitor.post(path, { ...body, firstName: '', lastName: '' });
    expect((await errorOf(res)).fieldErrors.map((e) => e.field)).toEqual(['firstName', 'lastName']);
    clock.now = new Date('2026-11-24T00:00:00Z'); // Monday 18:00 in Chicago
    expect((await visitor.post(path, body)).status).toBe(409);
  });
});

describe('call me later, read back and the upcoming call', () => {
  const laterPath = `/api/lead/contact-shopper/call-me-back/later${Q}`;
  const upcoming = (zone = LA) => `/api/lead/contact-shopper/call-me-back/upcoming-call${Q}&userTimeZone=${zone}`;
  const readBack = (queueId: string, zone = LA) =>
    `/api/lead/contact-shopper/call-me-back${Q}&queueId=${queueId}&userTimeZone=${zone}`;

  it('needs a signed-in shopper for every call', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    expect((await visitor.post(laterPath, later())).status).toBe(401);
    expect((await visitor.get(upcoming())).status).toBe(401);
    expect((await visitor.get(readBack('00000000-0000-4000-8000-000000000000'))).status).toBe(401);
  });

  it('books a slot, reads it back in any zone, only for its owner', async () => {
    const { app, db } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const { queueId } = await json(visitor.post(laterPath, later()), CallLaterResponseSchema);
    expect(await listOpenLeads(db)).toMatchObject([
      { id: queueId, kind: 'CALL_LATER', scheduledAt: Date.parse('2026-11-24T15:00:00Z') },
    ]);
    expect(await json(visitor.get(readBack(queueId)), CallBackSchema)).toEqual({
      callBackDate: '2026-11-24',
      callBackTime: '07:00 AM',
      phoneNumber: '5125550199',
      question: 'Is the Camry still available?',
    });
    expect((await json(visitor.get(readBack(queueId, 'America/Chicago')), CallBackSchema)).callBackTime).toBe(
      '09:00 AM',
    );

    const other = await Visitor.start(app);
    await other.login(OTHER_USER);
    const res = await other.get(readBack(queueId));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(CALL_BACK_NOT_FOUND);
    expect((await other.post(laterPath, later({ queueId, callBackTime: '08:00 AM' }))).status).toBe(404);
  });

  it('refuses slots outside the hours, off the grid, on a closed day or in the past (on callBackTime)', async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    for (const slot of [
      { callBackTime: '04:30 PM' }, // 18:30 Chicago, after closing
      { callBackTime: '07:15 AM' }, // off the 30-minute grid
      { callBackDate: '2026-11-29' }, // Sunday
      { callBackDate: '2026-11-23', callBackTime: '07:30 AM' }, // 09:30 Chicago today, past
    ]) {
      const res = await visitor.post(laterPath, later(slot));
      expect(res.status, JSON.stringify(slot)).toBe(400);
      expect((await errorOf(res)).fieldErrors).toEqual([{ field: 'callBackTime', message: SLOT_UNAVAILABLE }]);
    }
    // Closing time itself is a slot (inclusive), and so is the next half hour today.
    expect((await visitor.post(laterPath, later({ callBackTime: '04:00 PM' }))).status).toBe(200);
    expect(
      (await visitor.post(laterPath, later({ callBackDate: '2026-11-23', callBackTime: '08:30 AM' }))).status,
    ).toBe(200);
  });

  it('reschedules an existing call-back under the same queueId', async () => {
    const { app, db } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const { queueId } = await json(visitor.post(laterPath, later()), CallLaterResponseSchema);
    const moved = await json(
      visitor.post(laterPath, later({ queueId, callBackDate: '2026-11-25', callBackTime: '01:30 PM', question: '' })),
      CallLaterResponseSchema,
    );
    expect(moved.queueId).toBe(queueId);
    expect(await json(visitor.get(readBack(queueId)), CallBackSchema)).toMatchObject({
      callBackDate: '2026-11-25',
      callBackTime: '01:30 PM',
      question: '',
    });
    expect(await listOpenLeads(db)).toHaveLength(1);
    expect((await listOutbox(db))[0]?.subject).toBe('A call-back was rescheduled');
  });

  it('answers the next call-back not in the past, or 204', async () => {
    const { app, clock } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    await visitor.login();
    expect((await visitor.get(upcoming())).status).toBe(204);
    const wednesday = await json(
      visitor.post(laterPath, later({ callBackDate: '2026-11-25' })),
      CallLaterResponseSchema,
    );
    const tuesday = await json(visitor.post(laterPath, later()), CallLaterResponseSchema);
    expect(await json(visitor.get(upcoming()), UpcomingCallSchema)).toEqual({
      queueId: tuesday.queueId,
      callBackDate: '2026-11-24',
      callBackTime: '07:00 AM',
    });
    clock.now = new Date('2026-11-24T15:01:00Z'); // a minute after Tuesday's call
    expect((await json(visitor.get(upcoming()), UpcomingCallSchema)).queueId).toBe(wednesday.queueId);

    const other = await Visitor.start(app);
    await other.login(OTHER_USER);
    expect((await other.get(upcoming())).status).toBe(204);
  });

  it('keeps the booked instant across the November DST change', async () => {
    const { app } = await makeLeadApp('2026-10-30T15:00:00Z'); // Friday 10:00 CDT
    const visitor = await Visitor.start(app);
    await visitor.login();
    // Monday 2 November 09:00 CST (after 1 November) is 15:00 UTC, 10:00 EST in New York.
    const { queueId } = await json(
      visitor.post(
        laterPath,
        later({ callBackDate: '2026-11-02', callBackTime: '10:00 AM', userTimeZone: 'America/New_York' }),
      ),
      CallLaterResponseSchema,
    );
    expect((await json(visitor.get(readBack(queueId, 'America/Chicago')), CallBackSchema)).callBackTime).toBe(
      '09:00 AM',
    );
    expect((await json(visitor.get(readBack(queueId, 'UTC')), CallBackSchema)).callBackTime).toBe('03:00 PM');
    // 10:00 AM New York on Friday (before the change) is 09:00 CDT: bookable too; 09:30 AM New York is not.
    expect(
      (
        await visitor.post(
          laterPath,
          later({ callBackDate: '2026-10-30', callBackTime: '09:30 AM', userTimeZone: 'America/New_York' }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${LEAD_LIMIT} requests from one client`, async () => {
    const { app } = await makeLeadApp(MONDAY_10AM_CHICAGO);
    const visitor = await Visitor.start(app);
    const send = () =>
      visitor.post(`/api/lead/contact-shopper/email${Q}`, { question: 'Hi', replyToEmail: 'a@example.com' });
    for (let i = 0; i < LEAD_LIMIT; i++) expect((await send()).status).toBe(200);
    const res = await send();
    expect(res.status).toBe(429);
    expect(v.parse(v.object({ retryAfterSeconds: v.number() }), await res.json()).retryAfterSeconds).toBeGreaterThan(0);
  });
});
