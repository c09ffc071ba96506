import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import { createKnownDetails } from '../known-details/model.ts';
import type { ContactApi } from './model.ts';
import { createCallLaterModel, createCallNowModel, createEmailModel } from './model.ts';

vi.mock('../../lib/tracking.ts', () => ({ trackLead: vi.fn() }));
const { trackLead } = await import('../../lib/tracking.ts');
const leads = () => vi.mocked(trackLead).mock.calls;

const QUEUE_ID = '0b6f1c2e-7a8d-4e8f-9b1a-2c3d4e5f6a7b';
const scope = { campaign: 'demo-ecommerce', dealer: null };
const base = { scope, userTimeZone: 'America/Chicago' };

const badRequest = (field: string, message: string) => new ApiError(message, 'http', 400, [{ field, message }]);

function fakeApi() {
  return {
    sendContactEmail: vi.fn<ContactApi['sendContactEmail']>(),
    callMeNow: vi.fn<ContactApi['callMeNow']>(),
    callMeNowUnauthenticated: vi.fn<ContactApi['callMeNowUnauthenticated']>(),
    scheduleCallBack: vi.fn<ContactApi['scheduleCallBack']>(),
  };
}

beforeEach(() => vi.mocked(trackLead).mockClear());

describe("the 'email' lead", () => {
  it('fires once the server accepted the email, once per email', async () => {
    const api = fakeApi();
    api.sendContactEmail.mockResolvedValue({ success: true });
    const model = createEmailModel({ ...base, initialEmail: '', api });
    model.form.setValues({ question: 'Is the blue one still there?', replyToEmail: 'sam@example.com' });
    // A double click is one submission.
    const [first, second] = await Promise.all([model.submit(), model.submit()]);
    expect([first.status, second.status]).toEqual(['success', 'busy']);
    expect(api.sendContactEmail).toHaveBeenCalledTimes(1);
    expect(leads()).toEqual([['email']]);
    expect(model.sent.value).toBe(true);
  });

  it('fires nothing for an invalid form, a 400 or a server failure', async () => {
    const api = fakeApi();
    const model = createEmailModel({ ...base, initialEmail: 'ana@example.com', api });
    expect((await model.submit()).status).toBe('invalid');
    model.form.setValues({ question: 'Hello', replyToEmail: 'taken@example.com', updateProfile: true });
    api.sendContactEmail.mockRejectedValueOnce(badRequest('replyToEmail', 'Duplicate email'));
    expect((await model.submit()).status).toBe('error');
    api.sendContactEmail.mockRejectedValueOnce(new ApiError('boom', 'http', 500));
    expect((await model.submit()).status).toBe('error');
    api.sendContactEmail.mockRejectedValueOnce(new ApiError('offline', 'network', 0));
    expect((await model.submit()).status).toBe('error');
    expect(api.sendContactEmail).toHaveBeenCalledTimes(3);
    expect(trackLead).not.toHaveBeenCalled();
    expect(model.sent.value).toBe(false);
  });
});

describe("the 'call-now' lead", () => {
  it('fires once the call is queued (visitor and signed in)', async () => {
    const api = fakeApi();
    api.callMeNowUnauthenticated.mockResolvedValue({ success: true });
    api.callMeNow.mockResolvedValue({ success: true });
    const visitor = createCallNowModel({ ...base, isLoggedIn: false, api });
    visitor.form.setValues({ firstName: 'Sam', lastName: 'Lee', phoneNumber: '(512) 555-0123' });
    expect((await visitor.submit()).status).toBe('success');
    expect(leads()).toEqual([['call-now']]);
    const member = createCallNowModel({ ...base, isLoggedIn: true, api });
    member.form.setValues({ phoneNumber: '(512) 555-0123' });
    expect((await member.submit()).status).toBe('success');
    expect(leads()).toEqual([['call-now'], ['call-now']]);
  });

  it('fires nothing when the center closed meanwhile (409), on a 400 or a 429', async () => {
    const api = fakeApi();
    const model = createCallNowModel({ ...base, isLoggedIn: true, api });
    model.form.setValues({ phoneNumber: '(512) 555-0123' });
    api.callMeNow.mockRejectedValueOnce(new ApiError('The Call Center is currently closed', 'http', 409));
    expect((await model.submit()).status).toBe('error');
    expect(model.view.value).toBe('closed');
    api.callMeNow.mockRejectedValueOnce(badRequest('phoneNumber', 'Enter a valid 10 digit phone number'));
    expect((await model.submit()).status).toBe('error');
    api.callMeNow.mockRejectedValueOnce(new ApiError('Too many', 'http', 429, [], 60));
    expect((await model.submit()).status).toBe('error');
    expect(trackLead).not.toHaveBeenCalled();
  });
});

describe("the 'call-later' lead", () => {
  const slot = { callBackDate: '2026-11-24', callBackTime: '09:30 AM', phoneNumber: '(512) 555-0123' };

  it('fires for a new call-back only: sending it again after the edit icon reschedules it', async () => {
    const api = fakeApi();
    api.scheduleCallBack.mockResolvedValue({ success: true, queueId: QUEUE_ID });
    const model = createCallLaterModel({ ...base, api });
    model.form.setValues(slot);
    expect((await model.submit()).status).toBe('success');
    expect(api.scheduleCallBack.mock.calls[0]![0]).toMatchObject({ queueId: '' });
    expect(leads()).toEqual([['call-later']]);
    model.edit();
    model.form.setValues({ callBackTime: '10:00 AM' });
    expect((await model.submit()).status).toBe('success');
    expect(api.scheduleCallBack.mock.calls[1]![0]).toMatchObject({ queueId: QUEUE_ID });
    expect(leads()).toEqual([['call-later']]);
  });

  it("'Reschedule' of an upcoming call-back is no new lead", async () => {
    const api = fakeApi();
    api.scheduleCallBack.mockResolvedValue({ success: true, queueId: QUEUE_ID });
    const reschedule = { queueId: QUEUE_ID, callBackDate: '2026-11-24', callBackTime: '09:00 AM' };
    const model = createCallLaterModel({ ...base, reschedule, api });
    model.form.setValues(slot);
    expect((await model.submit()).status).toBe('success');
    expect(api.scheduleCallBack.mock.calls[0]![0]).toMatchObject({ queueId: QUEUE_ID });
    expect(trackLead).not.toHaveBeenCalled();
  });

  it('fires nothing when the slot is refused (400) or the server fails, and once when it then succeeds', async () => {
    const api = fakeApi();
    const model = createCallLaterModel({ ...base, api });
    model.form.setValues(slot);
    api.scheduleCallBack.mockRejectedValueOnce(badRequest('callBackTime', 'Please choose one of the available times'));
    expect((await model.submit()).status).toBe('error');
    api.scheduleCallBack.mockRejectedValueOnce(new ApiError('boom', 'http', 500));
    expect((await model.submit()).status).toBe('error');
    expect(trackLead).not.toHaveBeenCalled();
    api.scheduleCallBack.mockResolvedValueOnce({ success: true, queueId: QUEUE_ID });
    expect((await model.submit()).status).toBe('success');
    expect(leads()).toEqual([['call-later']]);
  });
});

describe('known details', () => {
  const center = { currentlyOpen: true, hoursOfOperations: [] };
  const withCenter = () => ({
    ...fakeApi(),
    getCallCenter: vi.fn<ContactApi['getCallCenter']>().mockResolvedValue(center),
    getCallBack: vi.fn<ContactApi['getCallBack']>().mockResolvedValue({
      callBackDate: '2026-11-24',
      callBackTime: '10:00 AM',
      phoneNumber: '5035550100',
      question: '',
    }),
  });
  const visitorKnown = () => {
    const known = createKnownDetails({ visitor: signal(testContext().visitor) });
    known.remember({ firstName: 'Vera', lastName: 'Visitor', phoneNumber: '(512) 555-0123' });
    return known;
  };

  it('Please call me starts from the name and phone the shopper gave before, and remembers a new phone', async () => {
    const api = withCenter();
    api.callMeNowUnauthenticated.mockResolvedValue({ success: true });
    const known = visitorKnown();
    const model = createCallNowModel({ ...base, isLoggedIn: false, api, known });
    await model.load();
    expect(model.form.values.value).toEqual({ firstName: 'Vera', lastName: 'Visitor', phoneNumber: '(512) 555-0123' });
    model.form.setValue('phoneNumber', '(503) 555-0199');
    expect((await model.submit()).status).toBe('success');
    expect(known.details.value.phoneNumber).toBe('5035550199');
  });

  it('a new call-back starts from the known phone; a rescheduled one keeps its own', async () => {
    const fresh = createCallLaterModel({ ...base, api: withCenter(), known: visitorKnown() });
    await fresh.load();
    expect(fresh.form.values.value.phoneNumber).toBe('(512) 555-0123');
    const moved = createCallLaterModel({
      ...base,
      api: withCenter(),
      known: visitorKnown(),
      reschedule: { queueId: QUEUE_ID, callBackDate: '2026-11-24', callBackTime: '10:00 AM' },
    });
    await moved.load();
    expect(moved.form.values.value.phoneNumber).toBe('(503) 555-0100');
  });
});
