import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/context.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { geocodeMatch, HOME_PROFILE_ADDRESS } from '../../testing/fixtures.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createKnownDetails } from '../known-details/model.ts';
import {
  NOT_IN_PROGRAM,
  OUT_OF_RADIUS,
  SLOT_TAKEN,
  type Appointment,
  type ContactDealerReceipt,
  type VisitOptions,
  type VisitSlots,
} from '../../contract/visits.ts';
import { createDriveAtHomeModel } from './drive-at-home-model.ts';
import { createContactDealerModel, createTestDriveModel } from './model.ts';

const api = useFakeApi();
const tracked = useTracked();
const PROGRAM = '/drive-at-home/dealer-in-program/:dealerId';
const BOOK_AT_HOME = '/deals/deal-1/drive-at-home';

const scope = { campaign: 'demo-ecommerce', dealer: 'd100', certificateId: null };
const DEALER = {
  id: 'd100',
  name: 'Riverside Auto Group',
  phoneNumber: '5035550142',
  address: '8120 SE McLoughlin Blvd',
  city: 'Portland',
  stateCode: 'OR',
  zipCode: '97202',
  timeZone: 'America/Los_Angeles',
};
const VEHICLE = {
  id: 'v1010',
  year: 2026,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  stockType: 'NEW' as const,
  stockNumber: 'A1010',
  vin: '1HGCY1F30TA000000',
};
const options = (): VisitOptions => ({ dealId: 'deal-1', vehicle: VEHICLE, dealer: DEALER });

/** The app's known details of a signed-in shopper whose account (GET /profile/details) has a name, phone and address. */
const knownShopper = () => {
  api.on('GET', '/profile/details', {
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'd@x.test',
    phoneNumber: '5035550199',
    zipCode: '97202',
    address: HOME_PROFILE_ADDRESS,
  });
  return createKnownDetails({
    visitor: signal(testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Dana' } }).visitor),
  });
};
const slots = (times = ['09:00', '10:00']): VisitSlots => ({
  kind: 'DRIVE_AT_HOME',
  vehicleId: 'v1010',
  dealerId: 'd100',
  timeZone: 'America/Los_Angeles',
  durationMinutes: 60,
  days: [
    { date: '2026-11-24', times },
    { date: '2026-11-25', times: ['09:00'] },
  ],
});

const appointment = (over: Partial<Appointment> = {}): Appointment => ({
  id: 'a-1',
  kind: 'DRIVE_AT_HOME',
  status: 'BOOKED',
  date: '2026-11-24',
  time: '10:00',
  startsAt: '2026-11-24T18:00:00.000Z',
  endsAt: '2026-11-24T19:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  dealer: DEALER,
  vehicle: VEHICLE,
  dealId: 'deal-1',
  address: HOME_PROFILE_ADDRESS,
  distanceMiles: 3,
  contact: { firstName: 'Rosa', lastName: 'Diaz', email: null, phoneNumber: '5035550111' },
  createdAt: '2026-11-20T12:00:00.000Z',
  ...over,
});
const receipt = (): ContactDealerReceipt => ({
  id: 'm-1',
  dealer: DEALER,
  vehicle: null,
  firstName: 'Mia',
  lastName: 'M',
  email: 'mia@example.test',
  phoneNumber: '',
  preferredContact: 'EMAIL',
  message: 'Hello',
  createdAt: '2026-11-20T12:00:00.000Z',
});
/** The lead scope as it goes on the wire (no certificate: no certificateId). */
const SCOPE_QUERY = { campaign: 'demo-ecommerce', dealer: 'd100' };

beforeEach(() => {
  api.on('GET', '/visits/options', options());
  api.on('GET', PROGRAM, { dealerId: 'd100', inProgram: true, deliveryRadiusMiles: 50 });
  api.on('GET', '/visits/slots', slots());
  api.on('POST', '/profile/geocode', [geocodeMatch()]);
});

function driveAtHome(known = createKnownDetails({ visitor: signal(testContext().visitor) })) {
  const model = createDriveAtHomeModel({ dealId: 'deal-1', scope, locale: () => 'es', known });
  return { model, known };
}

/** A filled-in delivery: a verified address, Tuesday at 10:00, a name and a phone. */
function fill(model: ReturnType<typeof createDriveAtHomeModel>) {
  model.address.setValues({ address: '4017 SE Rural St', city: 'Portland', stateCode: 'OR', zipCode: '97202' });
  model.choice.setDay('2026-11-24');
  model.details.setValues({ time: '10:00', firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(503) 555-0111' });
}

describe('drive at home', () => {
  it('A failed drive-at-home lookup counts as not enabled: the page offers a test drive or a message instead', async () => {
    api.on('GET', PROGRAM, networkError);
    const { model } = driveAtHome();
    await model.load();
    expect(model.view.value).toEqual({ status: 'complete', data: { offered: false, options: options() } });
    expect(api.sent('GET', '/visits/slots')).toEqual([]);
  });

  it('a dealer outside the program is not offered; one in it shows its free slots, the shopper’s details filled in', async () => {
    api.once('GET', PROGRAM, { dealerId: 'd100', inProgram: false, deliveryRadiusMiles: null });
    const first = driveAtHome().model;
    await first.load();
    expect(first.view.value.status === 'complete' && first.view.value.data.offered).toBe(false);
    expect(api.sent('GET', PROGRAM).map((r) => r.path)).toEqual(['/drive-at-home/dealer-in-program/d100']);
    expect(api.sent('GET', '/visits/slots')).toEqual([]);

    const { model } = driveAtHome(knownShopper());
    await model.load();
    expect(model.view.value.status === 'complete' && model.view.value.data.offered).toBe(true);
    expect(api.sent('GET', '/visits/options').map((r) => r.query)).toEqual([
      { ...SCOPE_QUERY, dealId: 'deal-1' },
      { ...SCOPE_QUERY, dealId: 'deal-1' },
    ]);
    expect(api.sent('GET', '/visits/slots').map((r) => r.query)).toEqual([
      { kind: 'DRIVE_AT_HOME', vehicleId: 'v1010' },
    ]);
    expect(model.details.values.value).toMatchObject({ firstName: 'Dana', phoneNumber: '(503) 555-0199' });
    expect(model.address.values.value).toMatchObject({
      address: '4017 SE Rural St',
      city: 'Portland',
      zipCode: '97202',
    });
    expect(model.choice.days.value.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('books with the verified address in the shopper’s language, and later forms know that address', async () => {
    api.on('POST', BOOK_AT_HOME, appointment());
    const { model, known } = driveAtHome();
    await model.load();
    fill(model);
    expect(tracked.leads()).toEqual([]);
    expect(await model.submit()).toEqual({ status: 'done', result: appointment() });
    expect(tracked.leads()).toEqual(['drive-at-home']);
    expect(api.sent('POST', '/profile/geocode')).toHaveLength(1);
    expect(api.sent('POST', BOOK_AT_HOME).map((r) => [r.query, r.body])).toEqual([
      [
        SCOPE_QUERY,
        {
          firstName: 'Rosa',
          lastName: 'Diaz',
          phoneNumber: '(503) 555-0111',
          address: { street1: '4017 SE Rural St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
          date: '2026-11-24',
          time: '10:00',
          locale: 'es',
        },
      ],
    ]);
    expect(known.details.value).toMatchObject({
      firstName: 'Rosa',
      phoneNumber: '5035550111',
      zipCode: '97202',
      address: { address: '4017 SE Rural St', city: 'Portland', stateCode: 'OR' },
    });
  });

  it('keeps everything typed on a 400: the out-of-area message lands on the Zip Code, in the shopper’s words', async () => {
    api.on(
      'POST',
      BOOK_AT_HOME,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'address.zipCode', message: OUT_OF_RADIUS }] }),
    );
    const { model } = driveAtHome();
    await model.load();
    fill(model);
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(model.address.fieldError('zipCode')).toBe(
      'This address is outside the delivery area (50 miles around the dealership).',
    );
    expect(model.address.values.value.address).toBe('4017 SE Rural St');
    expect(tracked.leads()).toEqual([]);
    expect(model.details.values.value).toMatchObject({ date: '2026-11-24', time: '10:00', firstName: 'Rosa' });
  });

  it('a slot taken meanwhile (409): the free times reload and the time is asked again, the rest kept', async () => {
    api.on('POST', BOOK_AT_HOME, reply(409, { message: SLOT_TAKEN }));
    const { model } = driveAtHome();
    await model.load();
    fill(model);
    api.on('GET', '/visits/slots', slots(['09:00']));
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(api.sent('GET', '/visits/slots')).toHaveLength(2);
    expect(model.choice.times.value).toEqual(['09:00']);
    expect(model.details.values.value).toMatchObject({ date: '2026-11-24', time: '', firstName: 'Rosa' });
    expect(model.details.fieldError('time')).toBe('This time was just booked. Please choose another time.');
    expect(model.details.formError.value).toEqual([]);
  });

  it('any other failure is a message on the form, the values kept', async () => {
    api.on('POST', BOOK_AT_HOME, reply(409, { message: NOT_IN_PROGRAM }));
    const { model } = driveAtHome();
    await model.load();
    fill(model);
    expect(await model.submit()).toEqual({ status: 'error' });
    expect(model.details.formError.value).toEqual([NOT_IN_PROGRAM]);
    expect(tracked.leads()).toEqual([]);
    expect(model.details.values.value.time).toBe('10:00');
  });
});

describe('test drive', () => {
  it('sends the form; a server field error lands on its field in the shopper’s words', async () => {
    api.once(
      'POST',
      '/vehicles/v1010/test-drive',
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'time', message: 'Please choose one of the available times' }],
      }),
    );
    const model = createTestDriveModel({ vehicleId: 'v1010', scope, locale: () => 'en' });
    await model.load();
    model.choice.setDay('2026-11-25');
    model.form.setValues({
      time: '09:00',
      firstName: 'Tom',
      lastName: 'Tester',
      email: 'tom@example.test',
      phoneNumber: '(503) 555-0122',
    });
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(api.sent('GET', '/visits/slots').map((r) => r.query)).toEqual([{ kind: 'TEST_DRIVE', vehicleId: 'v1010' }]);
    const [sent] = api.sent('POST', '/vehicles/v1010/test-drive');
    expect(sent?.query).toEqual(SCOPE_QUERY);
    expect(sent?.body).toMatchObject({ date: '2026-11-25', time: '09:00', email: 'tom@example.test', locale: 'en' });
    expect(model.form.fieldError('time')).toBe('Please choose one of the available times.');
    expect(model.form.values.value.firstName).toBe('Tom');
    expect(tracked.leads()).toEqual([]);
    const booked = appointment({ id: 't-1', kind: 'TEST_DRIVE', date: '2026-11-25', time: '09:00', address: null });
    api.once('POST', '/vehicles/v1010/test-drive', booked);
    expect(await model.submit()).toEqual({ status: 'done', result: booked });
    expect(tracked.leads()).toEqual(['test-drive']);
  });
});

describe('contact the dealer', () => {
  it('needs a phone only when the shopper wants a call or a text', async () => {
    api.on('POST', '/contact-dealer', receipt());
    const model = createContactDealerModel({ vehicleId: null, scope, locale: () => 'en' });
    await model.load();
    model.form.setValues({ firstName: 'Mia', lastName: 'M', email: 'mia@example.test', message: 'Hello' });
    model.form.setValue('preferredContact', 'TEXT');
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(model.form.fieldError('phoneNumber')).toBe('Enter a phone number so the dealer can call or text you');
    expect(tracked.leads()).toEqual([]);
    model.form.setValue('preferredContact', 'EMAIL');
    expect(await model.submit()).toEqual({ status: 'done', result: receipt() });
    expect(tracked.leads()).toEqual(['contact-dealer']);
    const sent = api.sent('POST', '/contact-dealer');
    expect(sent.map((r) => r.query)).toEqual([SCOPE_QUERY]);
    expect(sent[0]?.body).toMatchObject({
      vehicleId: null,
      preferredContact: 'EMAIL',
      phoneNumber: '',
      message: 'Hello',
    });
  });
});
