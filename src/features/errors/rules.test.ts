import { describe, expect, it } from 'vitest';
import { TERMINAL_ERRORS } from '../../contract/errors.ts';
import { shownTerminalError, terminalErrorAction, terminalErrorMessage, terminalErrorScope } from './rules.ts';

const { campaignNotFound, campaignDisabled, vehicleNotFound } = TERMINAL_ERRORS;

describe('terminalErrorScope', () => {
  it('closes the whole campaign for a campaign that is unknown or switched off', () => {
    expect(terminalErrorScope(campaignNotFound)).toBe('campaign');
    expect(terminalErrorScope(campaignDisabled)).toBe('campaign');
  });
  it('closes only the landing page for a vehicle that is gone', () => {
    expect(terminalErrorScope(vehicleNotFound)).toBe('landing');
  });
  it('closes the campaign for an error this app does not know', () => {
    expect(terminalErrorScope({ name: 'SomethingNew', code: 500 })).toBe('campaign');
  });
});

describe('shownTerminalError', () => {
  it('shows nothing without an error', () => {
    expect(shownTerminalError(null, false)).toBeNull();
  });
  it("shows a campaign's error on every page, also after the shopper moved", () => {
    expect(shownTerminalError(campaignDisabled, false)).toBe(campaignDisabled);
    expect(shownTerminalError(campaignDisabled, true)).toBe(campaignDisabled);
    expect(shownTerminalError(campaignNotFound, true)).toBe(campaignNotFound);
  });
  it("shows a vehicle's error on the landing page only", () => {
    expect(shownTerminalError(vehicleNotFound, false)).toBe(vehicleNotFound);
    expect(shownTerminalError(vehicleNotFound, true)).toBeNull();
  });
});

describe('terminalErrorMessage', () => {
  it('says why for each error the server sends', () => {
    expect(terminalErrorMessage(campaignNotFound)).toBe('errorPage.campaignNotFound');
    expect(terminalErrorMessage(campaignDisabled)).toBe('errorPage.campaignDisabled');
    expect(terminalErrorMessage(vehicleNotFound)).toBe('errorPage.vehicleNotFound');
  });
  it('keeps the general words for no error or one it does not know', () => {
    expect(terminalErrorMessage(null)).toBe('errorPage.body');
    expect(terminalErrorMessage({ name: 'SomethingNew', code: 500 })).toBe('errorPage.body');
  });
});

describe('terminalErrorAction', () => {
  const open = { disabledPages: [] };
  it('leads nowhere inside a closed campaign', () => {
    expect(terminalErrorAction(campaignNotFound, open)).toBeNull();
    expect(terminalErrorAction(campaignDisabled, open)).toBeNull();
  });
  it('leads from a vehicle that is gone to the other vehicles, or home without listings', () => {
    expect(terminalErrorAction(vehicleNotFound, open)).toEqual({ key: 'errorPage.shopOther', path: '/listings' });
    expect(terminalErrorAction(vehicleNotFound, { disabledPages: ['listings'] })).toEqual({
      key: 'common.goHome',
      path: '/',
    });
  });
  it('leads home from an error page without a terminal error', () => {
    expect(terminalErrorAction(null, open)).toEqual({ key: 'common.goHome', path: '/' });
  });
});
