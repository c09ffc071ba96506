import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/contact.ts';
import {
  CHAT_ENABLED,
  chatButtonMessage,
  chatModalActions,
  PERSONAL_SHOPPER,
  PERSONAL_SHOPPER_START_YEAR,
} from './chat-modal-rules.ts';

describe('chatModalActions', () => {
  it('gives logged-in shoppers Call Now and Schedule a Call, and everyone Email', () => {
    expect(chatModalActions({ isLoggedIn: true })).toEqual(['callNow', 'scheduleCall', 'email']);
    expect(chatModalActions({ isLoggedIn: false })).toEqual(['email']);
  });

  it('hides Chat because chat is not enabled, and shows it only where it is', () => {
    expect(CHAT_ENABLED).toBe(false);
    expect(chatModalActions({ isLoggedIn: true })).not.toContain('chat');
    expect(chatModalActions({ isLoggedIn: false, chatEnabled: true })).toEqual(['email', 'chat']);
  });
});

describe('chatButtonMessage', () => {
  it("alerts 'Not implemented' (seed 001 §8)", () => {
    expect(t(chatButtonMessage(), undefined, 'en')).toBe('Not implemented');
  });
});

describe('personal shopper start year', () => {
  it('is 2016 (seed 001 §9), on the card', () => {
    expect(PERSONAL_SHOPPER_START_YEAR).toBe(2016);
    expect(PERSONAL_SHOPPER.startYear).toBe(2016);
  });
});
