import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/context.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createKnownDetails } from '../known-details/model.ts';
import { createCallLaterModel, createCallNowModel, createEmailModel } from './model.ts';

const QUEUE_ID = '0b6f1c2e-7a8d-4e8f-9b1a-2c3d4e5f6a7b';
const scope = { campaign: 'demo-ecommerce', dealer: null };
const base = { scope, userTimeZone: 'America/Chicago' };

const badRequest = (field: string, message: string) => reply(400, { message, fieldErrors: [{ field, message }] });

const api = useFakeApi();
const tracked = useTracked();
const EMAIL = '/lead/contact-shopper/email';
const CALL_NOW = '/lead/contact-shopper/call-me-back/now';
const CALL_NOW_VISITOR = '/lead/contact-shopper/call-me-back/now/unauthenticated';
const CALL_LATER = '/lead/contact-shopper/call-me-back/later';

describe("the 'email' lead", () => {
  it('fires once the server accepted the email, once per email', async () => {
    api.on('POST', EMAIL, { success: true });
    const model = createEmailModel({ ...base, initialEmail: '' });
    model.form.setValues({ question: 'Is the blue one still there?', replyToEmail: 'sam@example.com' });
    // A double click is one submission.
    const [first, second] = await Promise.all([model.submit(), model.submit()]);
    expect([first.status, second.status]).toEqual(['success', 'busy']);
    expect(api.sent('POST', EMAIL)).toHaveLength(1);
    expect(api.sent('POST', EMAIL)[0]).toMatchObject({
      query: { campaign: 'demo-ecommerce', userTimeZone: 'America/Chicago' },
      body: { question: 'Is the blue one still there?', replyToEmail: 'sam@example.com', updateProfile: false },
    });
    expect(tracked.leads()).toEqual(['email']);
    expect(model.sent.value).toBe(true);
  });

  it('fires nothing for an invalid form, a 400 or a server failure', async () => {
    const model = createEmailModel({ ...base, initialEmail: 'ana@example.com' });
    expect((await model.submit()).status).toBe('invalid');
    model.form.setValues({ question: 'Hello', replyToEmail: 'taken@example.com', updateProfile: true });
    api.once('POST', EMAIL, badRequest('replyToEmail', 'Duplicate email'));
    expect((await model.submit()).status).toBe('error');
    api.once('POST', EMAIL, reply(500, { message: 'boom' }));
    expect((await model.submit()).status).toBe('error');
    api.once('POST', EMAIL, networkError);
    expect((await model.submit()).status).toBe('error');
    expect(api.sent('POST', EMAIL)).toHaveLength(3);
    expect(tracked.leads()).toEqual([]);
    expect(model.sent.value).toBe(false);
  });
});

describe("the 'call-now' lead", () => {
  it('fires once the call is queued (visitor and signed in)', async () => {
    api.on('POST', CALL_NOW_VISITOR, { success: true });
    api.on('POST', CALL_NOW, { success: true });
    const visitor = createCallNowModel({ ...base, isLoggedIn: false });
    visitor.form.setValues({ firstName: 'Sam', lastName: 'Lee', phoneNumber: '(512) 555-0123' });
    expect((await visitor.submit()).status).toBe('success');
    expect(api.sent('POST', CALL_NOW_VISITOR)).toHaveLength(1);
    expect(tracked.leads()).toEqual(['call-now']);
    const member = createCallNowModel({ ...base, isLoggedIn: true });
    member.form.setValues({ phoneNumber: '(512) 555-0123' });
    expect((await member.submit()).status).toBe('success');
    expect(api.sent('POST', CALL_NOW)).toHaveLength(1);
    expect(tracked.leads()).toEqual(['call-now', 'call-now']);
  });

  it('fires nothing when the center closed meanwhile (409), on a 400 or a 429', async () => {
    const model = createCallNowModel({ ...base, isLoggedIn: true });
    model.form.setValues({ phoneNumber: '(512) 555-0123' });
    api.once('POST', CALL_NOW, reply(409, { message: 'The Call Center is currently closed' }));
    expect((await model.submit()).status).toBe('error');
    expect(model.view.value).toBe('closed');
    api.once('POST', CALL_NOW, badRequest('phoneNumber', 'Enter a valid 10 digit phone number'));
    expect((await model.submit()).status).toBe('error');
    api.once('POST', CALL_NOW, reply(429, { message: 'Too many', retryAfterSeconds: 60 }));
    expect((await model.submit()).status).toBe('error');
    expect(api.sent('POST', CALL_NOW)).toHaveLength(3);
    expect(tracked.leads()).toEqual([]);
  });
});

describe("the 'call-later' lead", () => {
  const slot = { callBackDate: '2026-11-24', callBackTime: '09:30 AM', phoneNumber: '(512) 555-0123' };

  it('fires for a new call-back only: sending it again after the edit icon reschedules it', async () => {
    api.on('POST', CALL_LATER, { success: true, queueId: QUEUE_ID });
    const model = createCallLaterModel({ ...base });
    model.form.setValues(slot);
    expect((await model.submit()).status).toBe('success');
    expect(api.lastBody('POST', CALL_LATER)).toMatchObject({ queueId: '' });
    expect(tracked.leads()).toEqual(['call-later']);
    model.edit();
    model.form.setValues({ callBackTime: '10:00 AM' });
    expect((await model.submit()).status).toBe('success');
    expect(api.sent('POST', CALL_LATER)).toHaveLength(2);
    expect(api.lastBody('POST', CALL_LATER)).toMatchObject({ queueId: QUEUE_ID, callBackTime: '10:00 AM' });
    expect(tracked.leads()).toEqual(['call-later']);
  });

  it("'Reschedule' of an upcoming call-back is no new lead", async () => {
    api.on('POST', CALL_LATER, { success: true, queueId: QUEUE_ID });
    const reschedule = { queueId: QUEUE_ID, callBackDate: '2026-11-24', callBackTime: '09:00 AM' };
    const model = createCallLaterModel({ ...base, reschedule });
    model.form.setValues(slot);
    expect((await model.submit()).status).toBe('success');
    expect(api.lastBody('POST', CALL_LATER)).toMatchObject({ queueId: QUEUE_ID });
    expect(tracked.leads()).toEqual([]);
  });

  it('fires nothing when the slot is refused (400) or the server fails, and once when it then succeeds', async () => {
    const model = createCallLaterModel({ ...base });
    model.form.setValues(slot);
    api.once('POST', CALL_LATER, badRequest('callBackTime', 'Please choose one of the available times'));
    expect((await model.submit()).status).toBe('error');
    api.once('POST', CALL_LATER, reply(500, { message: 'boom' }));
    expect((await model.submit()).status).toBe('error');
    expect(tracked.leads()).toEqual([]);
    api.once('POST', CALL_LATER, { success: true, queueId: QUEUE_ID });
    expect((await model.submit()).status).toBe('success');
    expect(tracked.leads()).toEqual(['call-later']);
  });
});

describe('known details', () => {
  beforeEach(() => {
    api.on('GET', '/lead/call-center', { currentlyOpen: true, hoursOfOperations: [] });
    api.on('GET', '/lead/contact-shopper/call-me-back', {
      callBackDate: '2026-11-24',
      callBackTime: '10:00 AM',
      phoneNumber: '5035550100',
      question: '',
    });
  });
  const visitorKnown = () => {
    const known = createKnownDetails({ visitor: signal(testContext().visitor) });
    known.remember({ firstName: 'Vera', lastName: 'Visitor', phoneNumber: '(512) 555-0123' });
    return known;
  };

  it('Please call me starts from the name and phone the shopper gave before, and remembers a new phone', async () => {
    api.on('POST', CALL_NOW_VISITOR, { success: true });
    const known = visitorKnown();
    const model = createCallNowModel({ ...base, isLoggedIn: false, known });
    await model.load();
    expect(model.form.values.value).toEqual({ firstName: 'Vera', lastName: 'Visitor', phoneNumber: '(512) 555-0123' });
    model.form.setValue('phoneNumber', '(503) 555-0199');
    expect((await model.submit()).status).toBe('success');
    expect(known.details.value.phoneNumber).toBe('5035550199');
    expect(api.lastBody('POST', CALL_NOW_VISITOR)).toMatchObject({ firstName: 'Vera', phoneNumber: '(503) 555-0199' });
  });

  it('a new call-back starts from the known phone; a rescheduled one keeps its own', async () => {
    const fresh = createCallLaterModel({ ...base, known: visitorKnown() });
    await fresh.load();
    expect(fresh.form.values.value.phoneNumber).toBe('(512) 555-0123');
    const moved = createCallLaterModel({
      ...base,
      known: visitorKnown(),
      reschedule: { queueId: QUEUE_ID, callBackDate: '2026-11-24', callBackTime: '10:00 AM' },
    });
    await moved.load();
    expect(api.sent('GET', '/lead/contact-shopper/call-me-back').map((r) => r.query)).toEqual([
      { campaign: 'demo-ecommerce', queueId: QUEUE_ID, userTimeZone: 'America/Chicago' },
    ]);
    expect(moved.form.values.value.phoneNumber).toBe('(503) 555-0100');
  });
});
