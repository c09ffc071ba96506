import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import type { GeocodeMatch } from '../address/index.ts';
import { createKnownDetails } from '../known-details/model.ts';
import {
  NOT_IN_PROGRAM,
  OUT_OF_RADIUS,
  SLOT_TAKEN,
  type Appointment,
  type VisitOptions,
  type VisitSlots,
} from '../../contract/visits.ts';
import { createDriveAtHomeModel } from './drive-at-home-model.ts';
import { createContactDealerModel, createTestDriveModel, type VisitApi } from './model.ts';

vi.mock('../../lib/tracking.ts', () => ({ trackLead: vi.fn() }));
const { trackLead } = await import('../../lib/tracking.ts');

beforeEach(() => vi.mocked(trackLead).mockClear());

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

/** The app's known details of a signed-in shopper whose account has a name, phone and address. */
const knownShopper = () =>
  createKnownDetails({
    visitor: signal(testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Dana' } }).visitor),
    get: () =>
      Promise.resolve({
        firstName: 'Dana',
        lastName: 'Demo',
        email: 'd@x.test',
        phoneNumber: '5035550199',
        zipCode: '97202',
        address: { street1: '4017 SE Rural St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
      }),
  });
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
const home: GeocodeMatch = {
  address: {
    street1: '4017 SE Rural St',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97202',
    county: 'Multnomah',
    fullAddress: '4017 SE Rural St, Portland, OR 97202',
  },
  businessAddress: false,
  lat: 45.4731,
  lng: -122.6196,
};

function fakeApi() {
  return {
    getVisitOptions: vi.fn<VisitApi['getVisitOptions']>().mockResolvedValue(options()),
    getDriveAtHomeProgram: vi
      .fn<VisitApi['getDriveAtHomeProgram']>()
      .mockResolvedValue({ dealerId: 'd100', inProgram: true, deliveryRadiusMiles: 50 }),
    getVisitSlots: vi.fn<VisitApi['getVisitSlots']>().mockResolvedValue(slots()),
    bookDriveAtHome: vi.fn<VisitApi['bookDriveAtHome']>(),
    bookTestDrive: vi.fn<VisitApi['bookTestDrive']>(),
    contactDealer: vi.fn<VisitApi['contactDealer']>(),
  };
}

function driveAtHome(api = fakeApi(), known = createKnownDetails({ visitor: signal(testContext().visitor) })) {
  const model = createDriveAtHomeModel({
    dealId: 'deal-1',
    scope,
    locale: () => 'es',
    api,
    geocode: () => Promise.resolve([home]),
    known,
  });
  return { model, api, known };
}

/** A filled-in delivery: a verified address, Tuesday at 10:00, a name and a phone. */
function fill(model: ReturnType<typeof createDriveAtHomeModel>) {
  model.address.setValues({ address: '4017 SE Rural St', city: 'Portland', stateCode: 'OR', zipCode: '97202' });
  model.choice.setDay('2026-11-24');
  model.details.setValues({ time: '10:00', firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(503) 555-0111' });
}

describe('drive at home', () => {
  it('A failed drive-at-home lookup counts as not enabled: the page offers a test drive or a message instead', async () => {
    const api = fakeApi();
    api.getDriveAtHomeProgram.mockRejectedValue(new ApiError('x', 'network', 0));
    const { model } = driveAtHome(api);
    await model.load();
    expect(model.view.value).toEqual({ status: 'complete', data: { offered: false, options: options() } });
    expect(api.getVisitSlots).not.toHaveBeenCalled();
  });

  it('a dealer outside the program is not offered; one in it shows its free slots, the shopper’s details filled in', async () => {
    const outside = fakeApi();
    outside.getDriveAtHomeProgram.mockResolvedValue({ dealerId: 'd100', inProgram: false, deliveryRadiusMiles: null });
    const first = driveAtHome(outside).model;
    await first.load();
    expect(first.view.value.status === 'complete' && first.view.value.data.offered).toBe(false);

    const api = fakeApi();
    const { model } = driveAtHome(api, knownShopper());
    await model.load();
    expect(model.view.value.status === 'complete' && model.view.value.data.offered).toBe(true);
    expect(api.getVisitSlots).toHaveBeenCalledWith('DRIVE_AT_HOME', 'v1010', expect.anything());
    expect(model.details.values.value).toMatchObject({ firstName: 'Dana', phoneNumber: '(503) 555-0199' });
    expect(model.address.values.value).toMatchObject({
      address: '4017 SE Rural St',
      city: 'Portland',
      zipCode: '97202',
    });
    expect(model.choice.days.value.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('books with the verified address in the shopper’s language, and later forms know that address', async () => {
    const api = fakeApi();
    api.bookDriveAtHome.mockResolvedValue({ id: 'a-1' } as Appointment);
    const { model, known } = driveAtHome(api);
    await model.load();
    fill(model);
    expect(trackLead).not.toHaveBeenCalled();
    expect(await model.submit()).toEqual({ status: 'done', result: { id: 'a-1' } });
    expect(vi.mocked(trackLead).mock.calls).toEqual([['drive-at-home']]);
    expect(api.bookDriveAtHome).toHaveBeenCalledWith(
      'deal-1',
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        phoneNumber: '(503) 555-0111',
        address: { street1: '4017 SE Rural St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
        date: '2026-11-24',
        time: '10:00',
        locale: 'es',
      },
      scope,
    );
    expect(known.details.value).toMatchObject({
      firstName: 'Rosa',
      phoneNumber: '5035550111',
      zipCode: '97202',
      address: { address: '4017 SE Rural St', city: 'Portland', stateCode: 'OR' },
    });
  });

  it('keeps everything typed on a 400: the out-of-area message lands on the Zip Code, in the shopper’s words', async () => {
    const api = fakeApi();
    api.bookDriveAtHome.mockRejectedValue(
      new ApiError('Invalid request', 'http', 400, [{ field: 'address.zipCode', message: OUT_OF_RADIUS }]),
    );
    const { model } = driveAtHome(api);
    await model.load();
    fill(model);
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(model.address.fieldError('zipCode')).toBe(
      'This address is outside the delivery area (50 miles around the dealership).',
    );
    expect(model.address.values.value.address).toBe('4017 SE Rural St');
    expect(trackLead).not.toHaveBeenCalled();
    expect(model.details.values.value).toMatchObject({ date: '2026-11-24', time: '10:00', firstName: 'Rosa' });
  });

  it('a slot taken meanwhile (409): the free times reload and the time is asked again, the rest kept', async () => {
    const api = fakeApi();
    api.bookDriveAtHome.mockRejectedValue(new ApiError(SLOT_TAKEN, 'http', 409));
    const { model } = driveAtHome(api);
    await model.load();
    fill(model);
    api.getVisitSlots.mockResolvedValue(slots(['09:00']));
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(api.getVisitSlots).toHaveBeenCalledTimes(2);
    expect(model.choice.times.value).toEqual(['09:00']);
    expect(model.details.values.value).toMatchObject({ date: '2026-11-24', time: '', firstName: 'Rosa' });
    expect(model.details.fieldError('time')).toBe('This time was just booked. Please choose another time.');
    expect(model.details.formError.value).toEqual([]);
  });

  it('any other failure is a message on the form, the values kept', async () => {
    const api = fakeApi();
    api.bookDriveAtHome.mockRejectedValue(new ApiError(NOT_IN_PROGRAM, 'http', 409));
    const { model } = driveAtHome(api);
    await model.load();
    fill(model);
    expect(await model.submit()).toEqual({ status: 'error' });
    expect(model.details.formError.value).toEqual([NOT_IN_PROGRAM]);
    expect(trackLead).not.toHaveBeenCalled();
    expect(model.details.values.value.time).toBe('10:00');
  });
});

describe('test drive', () => {
  it('sends the form; a server field error lands on its field in the shopper’s words', async () => {
    const api = fakeApi();
    api.bookTestDrive.mockRejectedValue(
      new ApiError('Invalid request', 'http', 400, [
        { field: 'time', message: 'Please choose one of the available times' },
      ]),
    );
    const model = createTestDriveModel({ vehicleId: 'v1010', scope, locale: () => 'en', api });
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
    expect(api.bookTestDrive).toHaveBeenCalledWith(
      'v1010',
      expect.objectContaining({ date: '2026-11-25', time: '09:00', email: 'tom@example.test', locale: 'en' }),
      scope,
    );
    expect(model.form.fieldError('time')).toBe('Please choose one of the available times.');
    expect(model.form.values.value.firstName).toBe('Tom');
    expect(trackLead).not.toHaveBeenCalled();
    api.bookTestDrive.mockResolvedValue({ id: 't-1' } as Appointment);
    expect(await model.submit()).toEqual({ status: 'done', result: { id: 't-1' } });
    expect(vi.mocked(trackLead).mock.calls).toEqual([['test-drive']]);
  });
});

describe('contact the dealer', () => {
  it('needs a phone only when the shopper wants a call or a text', async () => {
    const api = fakeApi();
    api.contactDealer.mockResolvedValue({ id: 'm-1' } as never);
    const model = createContactDealerModel({ vehicleId: null, scope, locale: () => 'en', api });
    await model.load();
    model.form.setValues({ firstName: 'Mia', lastName: 'M', email: 'mia@example.test', message: 'Hello' });
    model.form.setValue('preferredContact', 'TEXT');
    expect(await model.submit()).toEqual({ status: 'invalid' });
    expect(model.form.fieldError('phoneNumber')).toBe('Enter a phone number so the dealer can call or text you');
    expect(trackLead).not.toHaveBeenCalled();
    model.form.setValue('preferredContact', 'EMAIL');
    expect(await model.submit()).toEqual({ status: 'done', result: { id: 'm-1' } });
    expect(vi.mocked(trackLead).mock.calls).toEqual([['contact-dealer']]);
    expect(api.contactDealer).toHaveBeenCalledWith(
      expect.objectContaining({ vehicleId: null, preferredContact: 'EMAIL', phoneNumber: '', message: 'Hello' }),
      scope,
    );
  });
});
