import { describe, expect, it } from 'vitest';
import {
  autoSendMethod,
  CODE_SCRYPT,
  CODE_TTL_MS,
  codeMatches,
  codeMessage,
  codeState,
  codeStatus,
  contactOptions,
  decoyPhone,
  generateCode,
  hashCode,
  maskEmail,
  maskPhone,
  MAX_TRIES,
  memberSubject,
  pinDigest,
  pinStatus,
  RESEND_COOLDOWN_MS,
  resendWaitMs,
  type CodeFacts,
} from './engine.ts';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const code = (over: Partial<CodeFacts> = {}): CodeFacts => ({
  channel: 'SMS',
  createdAt: T0,
  expiresAt: T0 + CODE_TTL_MS,
  attempts: 0,
  consumedAt: null,
  ...over,
});

describe('generateCode', () => {
  it('is six digits, leading zeros kept', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode(() => 999_999)).toBe('999999');
  });

  it('draws from the whole range [0, 10^6) of the random source', () => {
    let asked: [number, number] | null = null;
    generateCode((min, max) => ((asked = [min, max]), 0));
    expect(asked).toEqual([0, 1_000_000]);
    const codes = new Set(Array.from({ length: 50 }, () => generateCode()));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('hashCode / codeMatches', () => {
  it('stores an scrypt hash at the code cost, salted, never the code', async () => {
    const a = await hashCode('123456');
    const b = await hashCode('123456');
    expect(a).toMatch(new RegExp(`^scrypt\\$${CODE_SCRYPT.N}\\$8\\$1\\$`));
    expect(a).not.toContain('123456');
    expect(a).not.toBe(b);
    expect(await codeMatches('123456', a)).toBe(true);
    expect(await codeMatches('123457', a)).toBe(false);
  });
});

describe('codeStatus', () => {
  it('is live until the tenth minute, then expired', () => {
    expect(codeStatus(code(), T0)).toBe('live');
    expect(codeStatus(code(), T0 + CODE_TTL_MS - 1)).toBe('live');
    expect(codeStatus(code(), T0 + CODE_TTL_MS)).toBe('expired');
  });

  it('is used up after five tries, consumed once used, none without a code', () => {
    expect(codeStatus(code({ attempts: MAX_TRIES - 1 }), T0)).toBe('live');
    expect(codeStatus(code({ attempts: MAX_TRIES }), T0)).toBe('used-up');
    expect(codeStatus(code({ consumedAt: T0 }), T0)).toBe('consumed');
    expect(codeStatus(null, T0)).toBe('none');
  });
});

describe('resend cool-down', () => {
  it('is 30 seconds from the last code', () => {
    expect(RESEND_COOLDOWN_MS).toBe(30_000);
    expect(resendWaitMs(code(), T0)).toBe(30_000);
    expect(resendWaitMs(code(), T0 + 29_000)).toBe(1_000);
    expect(resendWaitMs(code(), T0 + 30_000)).toBe(0);
    expect(resendWaitMs(null, T0)).toBe(0);
  });
});

describe('codeState', () => {
  it('tells what the shopper may know, never the code', () => {
    expect(codeState(code({ attempts: 2 }), '(•••) •••-0142', T0 + 60_000)).toEqual({
      active: true,
      channel: 'SMS',
      destination: '(•••) •••-0142',
      expiresInSeconds: 540,
      triesLeft: 3,
      resendInSeconds: 0,
    });
  });

  it('is inactive when expired, with the cool-down still told', () => {
    expect(codeState(code({ createdAt: T0, expiresAt: T0 + 1000 }), 'x', T0 + 2000)).toMatchObject({
      active: false,
      expiresInSeconds: 0,
      triesLeft: 0,
      resendInSeconds: 28,
    });
    expect(codeState(null, 'x', T0)).toEqual({
      active: false,
      channel: null,
      destination: null,
      expiresInSeconds: 0,
      triesLeft: 0,
      resendInSeconds: 0,
    });
  });
});

describe('PINs', () => {
  it('are looked up by SHA-256', () => {
    expect(pinDigest('Qm7Rk2Xv9Tz4Lp8Wn3Hc6Jd')).toMatch(/^[0-9a-f]{64}$/);
    expect(pinDigest(' abc ')).toBe(pinDigest('abc'));
  });

  it('pinStatus: valid on its own campaign until it expires; unknown or another campaign is invalid', () => {
    const p = { campaignSlug: 'demo-ecommerce', pinExpiresAt: T0 + 1 };
    expect(pinStatus(p, 'demo-ecommerce', T0)).toBe('valid');
    expect(pinStatus(p, 'demo-ecommerce', T0 + 1)).toBe('expired');
    expect(pinStatus(p, 'kuni-bmw', T0)).toBe('invalid');
    expect(pinStatus(null, 'demo-ecommerce', T0)).toBe('invalid');
  });
});

describe('masking', () => {
  it('shows the last four digits of a phone and the first letter and domain of an email', () => {
    expect(maskPhone('5035550123')).toBe('(•••) •••-0123');
    expect(maskPhone('(503) 555-0123')).toBe('(•••) •••-0123');
    expect(maskPhone('')).toBeNull();
    expect(maskPhone('555012')).toBeNull();
    expect(maskEmail('alex@upshift.test')).toBe('a•••@upshift.test');
    expect(maskEmail('nonsense')).toBe('•••');
  });

  it('contactOptions: SMS first when there is a phone, never a full value', () => {
    const options = contactOptions({ email: 'pat.quinn@upshift.test', phoneNumber: '5415550142' });
    expect(options).toEqual([
      { method: 'SMS', destination: '(•••) •••-0142' },
      { method: 'EMAIL', destination: 'p•••@upshift.test' },
    ]);
    expect(JSON.stringify(options)).not.toMatch(/5415550142|pat\.quinn/);
    expect(autoSendMethod(options)).toBe('SMS');
    const emailOnly = contactOptions({ email: 'avery@upshift.test', phoneNumber: '' });
    expect(emailOnly.map((o) => o.method)).toEqual(['EMAIL']);
    expect(autoSendMethod(emailOnly)).toBe('EMAIL');
    expect(autoSendMethod([])).toBeNull();
  });

  it('decoyPhone: ten digits, stable per key and email, different per email and per key', () => {
    const a = decoyPhone('k1', 'nobody@example.com');
    expect(a).toMatch(/^[2-9]\d{9}$/);
    expect(decoyPhone('k1', ' NOBODY@example.com ')).toBe(a);
    expect(decoyPhone('k1', 'someone@example.com')).not.toBe(a);
    expect(decoyPhone('k2', 'nobody@example.com')).not.toBe(a);
  });
});

describe('subjects and messages', () => {
  it('member subjects ignore case and spaces', () => {
    expect(memberSubject(' Alex@Upshift.TEST ')).toBe('member:alex@upshift.test');
  });

  it('codeMessage: the code, the 10 minutes, in English or Spanish', () => {
    const sms = codeMessage({ channel: 'SMS', locale: 'en', code: '012345', firstName: 'Pat', brand: 'Demo Store' });
    expect(sms.subject).toBeNull();
    expect(sms.body).toBe(
      'Demo Store: 012345 is your verification code. It expires in 10 minutes. Do not share it with anyone.',
    );
    const mail = codeMessage({ channel: 'EMAIL', locale: 'es', code: '012345', firstName: 'Pat', brand: null });
    expect(mail.subject).toBe('Su código de verificación');
    expect(mail.body).toContain('Hola, Pat:');
    expect(mail.body).toContain('012345');
    expect(mail.body).toContain('10 minutos');
  });
});
