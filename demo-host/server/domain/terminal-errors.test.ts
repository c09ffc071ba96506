import { describe, expect, it } from 'vitest';
import { TERMINAL_ERRORS } from '../../../src/contract/errors.ts';
import { landingVehicleId, routeVehicleId, terminalError } from './terminal-errors.ts';

describe('terminalError', () => {
  it('is none for a campaign that is open and a route without a vehicle, or with one in stock', () => {
    expect(terminalError({ campaign: 'found', routeVehicle: 'none' })).toBeNull();
    expect(terminalError({ campaign: 'found', routeVehicle: 'found' })).toBeNull();
  });
  it('names an unknown campaign CampaignNotFound (404), before anything else', () => {
    expect(terminalError({ campaign: 'unknown', routeVehicle: 'gone' })).toEqual({
      name: 'CampaignNotFound',
      code: 404,
    });
  });
  it('names a campaign switched off CampaignDisabled (410), before its vehicles', () => {
    expect(terminalError({ campaign: 'disabled', routeVehicle: 'gone' })).toEqual({
      name: 'CampaignDisabled',
      code: 410,
    });
  });
  it('names a landing route whose vehicle is gone VehicleNotFound (404)', () => {
    expect(terminalError({ campaign: 'found', routeVehicle: 'gone' })).toBe(TERMINAL_ERRORS.vehicleNotFound);
  });
});

describe('routeVehicleId', () => {
  it('reads the vehicle of every route about one', () => {
    expect(routeVehicleId('/vehicles/v1')).toBe('v1');
    expect(routeVehicleId('/shop/v1')).toBe('v1');
    expect(routeVehicleId('/no-profile/vehicles/v1?dealer=d1')).toBe('v1');
    expect(routeVehicleId('/vehicles/v1/certificates/c9')).toBe('v1');
    expect(routeVehicleId('/vehicles/v1/test-drive')).toBe('v1');
  });
  it('is null for routes about no vehicle, paths that are no route, and no route at all', () => {
    expect(routeVehicleId('/')).toBeNull();
    expect(routeVehicleId('/deals/7')).toBeNull();
    expect(routeVehicleId('/no/such/page')).toBeNull();
    expect(routeVehicleId(null)).toBeNull();
    expect(routeVehicleId(undefined)).toBeNull();
  });
});

describe('landingVehicleId', () => {
  it('is the vehicle of the plugin landing page, the vehicle of interest it sets', () => {
    expect(landingVehicleId('/shop/v1')).toBe('v1');
    expect(landingVehicleId('/shop/v1?dealer=d1')).toBe('v1');
  });
  it('is null on any other page, those about a vehicle too', () => {
    expect(landingVehicleId('/no-profile/vehicles/v1')).toBeNull();
    expect(landingVehicleId('/')).toBeNull();
    expect(landingVehicleId(null)).toBeNull();
  });
});
