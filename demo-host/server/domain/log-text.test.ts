/** Request-derived text is written to the log on one line, escaped and bounded. */
import { describe, expect, it } from 'vitest';
import { logText, LOG_TEXT_MAX } from './log-text.ts';

describe('logText', () => {
  it('leaves ordinary text alone, accents and emoji included', () => {
    expect(logText('Quote failed for José 🚗 (deal 42)')).toBe('Quote failed for José 🚗 (deal 42)');
  });

  it('escapes line breaks, so a message cannot start a forged line', () => {
    expect(logText('boom\n[app error] forged')).toBe('boom\\n[app error] forged');
    expect(logText('a\r\nb')).toBe('a\\r\\nb');
    expect(logText('a\u2028b\u2029c\u0085d')).toBe('a\\u2028b\\u2029c\\x85d');
  });

  it('escapes terminal escapes and every other C0 and C1 control, DEL and bidi overrides', () => {
    expect(logText('\u001b[31mred\u001b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(logText('\u0000\u0007\t\u007f\u009b')).toBe('\\x00\\x07\\x09\\x7f\\x9b');
    expect(logText('user\u202Egnp.exe')).toBe('user\\u202egnp.exe');
  });

  it('escapes the backslash itself, so an escape in the log always means a character that was escaped', () => {
    expect(logText('C:\\temp\\n')).toBe('C:\\\\temp\\\\n');
  });

  it('bounds the length, escapes included, and says how much was cut', () => {
    const long = logText('x'.repeat(LOG_TEXT_MAX + 100));
    expect(long).toBe(`${'x'.repeat(LOG_TEXT_MAX)}… [100 more characters]`);
    const escapes = logText('\n'.repeat(LOG_TEXT_MAX));
    expect(escapes.startsWith('\\n'.repeat(LOG_TEXT_MAX / 2))).toBe(true);
    expect(escapes).toContain(`… [${String(LOG_TEXT_MAX / 2)} more characters]`);
    expect(logText('abcdef', 3)).toBe('abc… [3 more characters]');
    // A character is never cut in half: an emoji does not fit in the last unit.
    expect(logText('ab🚗', 3)).toBe('ab… [1 more characters]');
  });
});
