import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n/index.ts';
import { testContext } from '../../testing/context.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import type { CallCenter, HoursOfOperation } from '../../contract/contact.ts';
import { ContactModalHost } from './contact-modal-host.tsx';
import { closeContactModal, openContactModal, showContact } from './index.ts';
import { localNow } from './rules.ts';

const api = useFakeApi();
const CALL_CENTER = '/lead/call-center';
const EMAIL = '/lead/contact-shopper/email';
const CALL_NOW = '/lead/contact-shopper/call-me-back/now';
const CALL_NOW_VISITOR = '/lead/contact-shopper/call-me-back/now/unauthenticated';
const CALL_LATER = '/lead/contact-shopper/call-me-back/later';
const CALL_BACK = '/lead/contact-shopper/call-me-back';
const UPCOMING = '/lead/contact-shopper/call-me-back/upcoming-call';

const QUEUE_ID = '0b6f1c2e-7a8d-4e8f-9b1a-2c3d4e5f6a7b';
const CALL_ERROR = 'Sorry, there was an unexpected error, please close this window and try again shortly.';
const CHAT_ERROR = 'Sorry, there was an unexpected error, please try again shortly.';

/** Tomorrow and the day after in the browser's zone, 09:00–10:00: three slots each. */
function futureHours(): HoursOfOperation[] {
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return localNow(d).today;
  };
  return [
    { day: day(1), open: '09:00', close: '10:00' },
    { day: day(2), open: '09:00', close: '10:00' },
  ];
}

const center = (currentlyOpen: boolean): CallCenter => ({ currentlyOpen, hoursOfOperations: futureHours() });

beforeEach(() => {
  api.on('GET', UPCOMING, null);
  api.on('GET', CALL_CENTER, center(true));
  // The signed-in shopper's known details (features/known-details): no phone on file, so forms start empty.
  api.on('GET', '/profile/details', {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phoneNumber: '',
    zipCode: '',
    address: null,
  });
});

afterEach(() => {
  act(() => closeContactModal());
  cleanup();
  locale.value = 'en';
});

function render(loggedIn: boolean, path = '/') {
  const context = testContext({
    visitor: loggedIn ? { isLoggedIn: true, userId: 'u1', firstName: 'Ana', email: 'ana@example.com' } : {},
    campaign: { slug: 'demo-ecommerce' },
  });
  return renderInApp(
    <>
      <button type="button" onClick={openContactModal}>
        Questions?
      </button>
      <ContactModalHost />
    </>,
    { context, path },
  );
}

async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Questions?' }));
  return screen.findByRole('dialog', { name: 'How can we help?' });
}

async function press(dialog: HTMLElement, name: string, next: string) {
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: next });
}

function type(dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByLabelText(label) as HTMLInputElement;
  field.focus();
  fireEvent.input(field, { target: { value } });
  field.blur();
  return field;
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const badRequest = (field: string, message: string) => reply(400, { message, fieldErrors: [{ field, message }] });
const serverError = () => reply(500, { message: 'boom' });

describe('Email modal', () => {
  it("sends the question and reply address, then says 'Your email has been sent'", async () => {
    api.on('POST', EMAIL, { success: true });
    render(false);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    // A visitor has no profile to update.
    expect(within(dialog).queryByLabelText('Update my profile with this email address')).toBeNull();
    type(dialog, 'Question/Comments', 'Is the blue one still there?');
    type(dialog, 'Reply to address', 'sam@example.com');
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your email has been sent' })).toBeTruthy();
    expect(within(dialog).getByText('Someone will be with you shortly')).toBeTruthy();
    const [email, ...more] = api.sent('POST', EMAIL);
    expect(more).toEqual([]);
    expect(email?.body).toEqual({
      question: 'Is the blue one still there?',
      replyToEmail: 'sam@example.com',
      updateProfile: false,
    });
    // No dealer and no certificate: only the campaign and the shopper's zone.
    expect(email?.query).toEqual({ campaign: 'demo-ecommerce', userTimeZone: expect.any(String) });
  });

  it('requires the question and a valid reply address, and sends nothing until they are', async () => {
    render(false);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Question/Comments is required')).toBeTruthy();
    expect(within(dialog).getByText('Reply to address is required')).toBeTruthy();
    type(dialog, 'Reply to address', 'not-an-email');
    expect(within(dialog).getByText(/valid email/i)).toBeTruthy();
    expect(api.sent('POST', EMAIL)).toEqual([]);
  });

  it("disables 'Update my profile with this email address' until an address is entered", async () => {
    api.on('POST', EMAIL, { success: true });
    const { session } = render(true);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    const address = within(dialog).getByLabelText('Reply to address') as HTMLInputElement;
    // Signed in: the account's address is offered.
    expect(address.value).toBe('ana@example.com');
    type(dialog, 'Reply to address', '');
    const update = within(dialog).getByLabelText('Update my profile with this email address') as HTMLInputElement;
    expect(update.disabled).toBe(true);
    type(dialog, 'Reply to address', 'ana.new@example.com');
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    type(dialog, 'Question/Comments', 'Hi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('heading', { name: 'Your email has been sent' });
    expect(api.lastBody('POST', EMAIL)).toEqual({
      question: 'Hi',
      replyToEmail: 'ana.new@example.com',
      updateProfile: true,
    });
    expect(session.visitor.value.email).toBe('ana.new@example.com');
  });

  it("maps a 400 onto its field ('Duplicate email' as 'Email already in use.') and keeps what was typed", async () => {
    api.on('POST', EMAIL, badRequest('replyToEmail', 'Duplicate email'));
    render(true);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    type(dialog, 'Question/Comments', 'Keep me');
    fireEvent.click(within(dialog).getByLabelText('Update my profile with this email address'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email already in use.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Question/Comments') as HTMLTextAreaElement).value).toBe('Keep me');
  });

  it("shows the chat and email modals' message for any other failure", async () => {
    api.on('POST', EMAIL, serverError());
    render(false);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    type(dialog, 'Question/Comments', 'Still here?');
    type(dialog, 'Reply to address', 'sam@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CHAT_ERROR);
    expect((within(dialog).getByLabelText('Reply to address') as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('says how long to wait after too many requests', async () => {
    api.on('POST', EMAIL, reply(429, { message: 'Too many requests', retryAfterSeconds: 600 }));
    render(false);
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    type(dialog, 'Question/Comments', 'Hello');
    type(dialog, 'Reply to address', 'sam@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 10 minutes.',
    );
  });

  it('passes the certificate the shopper came from', async () => {
    api.on('POST', EMAIL, { success: true });
    render(false, '/vehicles/v1/certificates/cert-42');
    const dialog = await press(await openChat(), 'Email', 'How can we help you?');
    type(dialog, 'Question/Comments', 'About this certificate');
    type(dialog, 'Reply to address', 'sam@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('heading', { name: 'Your email has been sent' });
    expect(api.sent('POST', EMAIL)[0]?.query).toMatchObject({ certificateId: 'cert-42' });
  });

  it('resets on open', async () => {
    render(false);
    let dialog = await press(await openChat(), 'Email', 'How can we help you?');
    type(dialog, 'Question/Comments', 'Draft');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await press(await openChat(), 'Email', 'How can we help you?');
    expect((within(dialog).getByLabelText('Question/Comments') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('Call-me-now modal', () => {
  it("shows a spinner, then the phone form; 'Call in Queue' once asked (signed in)", async () => {
    let answer: (c: CallCenter) => void = () => {};
    api.on('GET', CALL_CENTER, () => new Promise((resolve) => (answer = resolve)));
    api.on('POST', CALL_NOW, { success: true });
    render(true);
    const dialog = await press(await openChat(), 'Call Now', 'Please call me');
    expect(api.sent('GET', UPCOMING)).toHaveLength(1);
    expect(within(dialog).getByRole('status').textContent).toContain('Loading');
    act(() => answer(center(true)));
    const phone = await within(dialog).findByLabelText('Phone Number');
    expect(within(dialog).queryByLabelText('First Name')).toBeNull();
    type(dialog, 'Phone Number', '5035550199');
    expect((phone as HTMLInputElement).value).toBe('(503) 555-0199');
    expect((phone as HTMLInputElement).maxLength).toBe(14);
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(await within(dialog).findByRole('heading', { name: 'Call in Queue' })).toBeTruthy();
    expect(api.lastBody('POST', CALL_NOW)).toEqual({
      phoneNumber: '(503) 555-0199',
      userTimeZone: expect.any(String),
    });
  });

  it('validates the phone on blur', async () => {
    render(true);
    const dialog = await press(await openChat(), 'Call Now', 'Please call me');
    await within(dialog).findByLabelText('Phone Number');
    type(dialog, 'Phone Number', '503555');
    expect(await within(dialog).findByText(/10 digit/)).toBeTruthy();
  });

  it('offers Schedule a Call when the center is closed (signed in)', async () => {
    api.on('GET', CALL_CENTER, center(false));
    render(true);
    const dialog = await press(await openChat(), 'Call Now', 'Please call me');
    expect(
      await within(dialog).findByText(
        'Sorry, the Call Center is currently closed but you can you still Schedule a Call',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule a Call' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule a Call' })).toBeTruthy();
  });

  it('asks a visitor for first and last name, and says try later when closed', async () => {
    api.on('POST', CALL_NOW_VISITOR, { success: true });
    render(false);
    let dialog = await press(await openChat(), 'Request a Call', 'Please call me');
    await within(dialog).findByLabelText('Phone Number');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(await within(dialog).findByText('First Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last Name is required')).toBeTruthy();
    type(dialog, 'First Name', 'Sam');
    type(dialog, 'Last Name', 'Lee');
    type(dialog, 'Phone Number', '5035550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    await within(dialog).findByRole('heading', { name: 'Call in Queue' });
    expect(api.lastBody('POST', CALL_NOW_VISITOR)).toMatchObject({ firstName: 'Sam', lastName: 'Lee' });
    expect(api.sent('GET', UPCOMING)).toEqual([]);

    act(() => closeContactModal());
    api.on('GET', CALL_CENTER, center(false));
    dialog = await press(await openChat(), 'Request a Call', 'Please call me');
    expect(
      await within(dialog).findByText('Sorry, the Call Center is currently closed, please try again later.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Schedule a Call' })).toBeNull();
  });

  it('turns a 409 into the closed message and any other failure into the call modals’ message', async () => {
    api.once('POST', CALL_NOW, serverError());
    api.once('POST', CALL_NOW, reply(409, { message: 'The Call Center is currently closed' }));
    render(true);
    const dialog = await press(await openChat(), 'Call Now', 'Please call me');
    await within(dialog).findByLabelText('Phone Number');
    type(dialog, 'Phone Number', '5035550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CALL_ERROR);
    expect((within(dialog).getByLabelText('Phone Number') as HTMLInputElement).value).toBe('(503) 555-0199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(await within(dialog).findByText(/currently closed but you can you still Schedule a Call/)).toBeTruthy();
  });

  it("shows the call modals' message when the hours fail to load", async () => {
    api.on('GET', CALL_CENTER, serverError());
    render(true);
    const dialog = await press(await openChat(), 'Call Now', 'Please call me');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(CALL_ERROR);
  });
});

describe('Call-me-later modal', () => {
  async function openLater() {
    render(true);
    const dialog = await press(await openChat(), 'Schedule a Call', 'Schedule a Call');
    await within(dialog).findByRole('group', { name: 'Day' });
    return dialog;
  }

  it('enables Time after a day and the question after day and time; Thank You, then back to edit', async () => {
    api.on('POST', CALL_LATER, { success: true, queueId: QUEUE_ID });
    const dialog = await openLater();
    const time = within(dialog).getByLabelText('Time') as HTMLSelectElement;
    const question = within(dialog).getByLabelText('Question/Comments') as HTMLTextAreaElement;
    expect(time.disabled).toBe(true);
    expect(question.disabled).toBe(true);
    const days = within(dialog).getAllByRole('radio');
    expect(days).toHaveLength(2);
    fireEvent.click(days[0]!);
    expect(time.disabled).toBe(false);
    expect(question.disabled).toBe(true);
    expect([...time.options].map((o) => o.textContent)).toEqual(['Select a time', '09:00 AM', '09:30 AM', '10:00 AM']);
    fireEvent.change(time, { target: { value: '09:30 AM' } });
    await waitFor(() => expect(question.disabled).toBe(false));
    await expectNoAxeViolations();
    type(dialog, 'Question/Comments', 'Lease or buy?');
    type(dialog, 'Phone Number', '5035550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(within(dialog).getByText(/We'll call you on .+ at 09:30 AM\./)).toBeTruthy();
    expect(api.lastBody('POST', CALL_LATER)).toMatchObject({
      callBackTime: '09:30 AM',
      queueId: '',
      question: 'Lease or buy?',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit your call-back' }));
    expect((within(dialog).getByLabelText('Question/Comments') as HTMLTextAreaElement).value).toBe('Lease or buy?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await within(dialog).findByRole('heading', { name: 'Thank You' });
    // Sent again, it reschedules the same call-back.
    expect(api.sent('POST', CALL_LATER)).toHaveLength(2);
    expect(api.lastBody('POST', CALL_LATER)).toMatchObject({ queueId: QUEUE_ID });
  });

  it('passes the certificate with the hours and the call-back', async () => {
    render(true, '/vehicles/v1/certificates/cert-42');
    await press(await openChat(), 'Schedule a Call', 'Schedule a Call');
    await waitFor(() => expect(api.sent('GET', CALL_CENTER)).toHaveLength(1));
    expect(api.sent('GET', CALL_CENTER)[0]?.query).toMatchObject({ certificateId: 'cert-42' });
  });

  it('maps a 400 on the time onto the Time field', async () => {
    api.on('POST', CALL_LATER, badRequest('callBackTime', 'Please choose one of the available times'));
    const dialog = await openLater();
    fireEvent.click(within(dialog).getAllByRole('radio')[1]!);
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00 AM' } });
    type(dialog, 'Phone Number', '5035550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(await within(dialog).findByText('Please choose one of the available times')).toBeTruthy();
    expect(within(dialog).getByLabelText('Time').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'You've already scheduled a call back' first; Reschedule opens call-later on it", async () => {
    const [first] = futureHours();
    const upcoming = { queueId: QUEUE_ID, callBackDate: first!.day, callBackTime: '09:30 AM' };
    api.on('GET', UPCOMING, upcoming);
    api.on('GET', CALL_BACK, {
      callBackDate: first!.day,
      callBackTime: '09:30 AM',
      phoneNumber: '5035550199',
      question: 'Lease or buy?',
    });
    render(true);
    const scheduled = await press(await openChat(), 'Call Now', "You've already scheduled a call back");
    expect(within(scheduled).getByText('Talk to you then!')).toBeTruthy();
    expect(within(scheduled).getByText(/at 09:30 AM/)).toBeTruthy();
    await expectNoAxeViolations();
    const later = await press(scheduled, 'Reschedule', 'Schedule a Call');
    await within(later).findByRole('group', { name: 'Day' });
    expect(api.sent('GET', CALL_BACK)[0]?.query).toMatchObject({ queueId: QUEUE_ID, campaign: 'demo-ecommerce' });
    expect((within(later).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    expect((within(later).getByLabelText('Time') as HTMLSelectElement).value).toBe('09:30 AM');
    expect((within(later).getByLabelText('Phone Number') as HTMLInputElement).value).toBe('(503) 555-0199');
  });

  it('shows the generic error when the upcoming call cannot be loaded', async () => {
    api.on('GET', UPCOMING, serverError());
    render(true);
    const chat = await openChat();
    fireEvent.click(within(chat).getByRole('button', { name: 'Schedule a Call' }));
    expect((await within(chat).findByRole('alert')).textContent).toBe(CALL_ERROR);
  });
});

describe('in Spanish', () => {
  it('shows the call-later modal and its closed call-now text in Spanish', async () => {
    const { loadLocale } = await import('../../lib/i18n/index.ts');
    await loadLocale('es');
    locale.value = 'es';
    api.on('GET', CALL_CENTER, center(false));
    render(true);
    act(() => showContact({ view: 'callNow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Por favor, llámenme' });
    expect(await within(dialog).findByText(/centro de llamadas está cerrado/)).toBeTruthy();
  });
});
