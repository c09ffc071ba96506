import { describe, expect, it } from 'vitest';
import { FEED_URL_MESSAGE, FEED_URL_PRIVATE } from '../../../../src/contract/workspace-inventory.ts';
import { feedUrlProblem, isDue, isFree, nextRunAfter } from './feed-schedule.ts';

describe('feedUrlProblem', () => {
  it('takes a public https URL in every deployment', () => {
    expect(feedUrlProblem('https://feeds.provider.com/dealer/42.csv?key=abc', false)).toBeNull();
    expect(feedUrlProblem('https://feeds.provider.com/dealer/42.csv', true)).toBeNull();
  });

  it('refuses plain http, credentials, fragments and what is not a URL', () => {
    for (const raw of [
      'http://feeds.provider.com/42.csv',
      'ftp://feeds.provider.com/42.csv',
      'https://user:pw@feeds.provider.com/42.csv',
      'https://feeds.provider.com/42.csv#top',
      'feeds.provider.com/42.csv',
      `https://feeds.provider.com/${'x'.repeat(500)}`,
    ])
      expect(feedUrlProblem(raw, false), raw).toBe(FEED_URL_MESSAGE);
  });

  it('refuses private, loopback and link-local hosts in production', () => {
    for (const raw of [
      'https://127.0.0.1/feed.csv',
      'https://10.1.2.3/feed.csv',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/feed.csv',
      'https://[::1]/feed.csv',
      'https://[fe80::1]/feed.csv',
      'https://localhost/feed.csv',
      'https://inventory.internal/feed.csv',
    ])
      expect(feedUrlProblem(raw, false), raw).toBe(FEED_URL_PRIVATE);
  });

  it('in a sandbox takes a loopback http feed server, and nothing else over http', () => {
    expect(feedUrlProblem('http://127.0.0.1:4599/feed.csv', true)).toBeNull();
    expect(feedUrlProblem('http://localhost:4599/feed.csv', true)).toBeNull();
    expect(feedUrlProblem('http://10.0.0.5/feed.csv', true)).toBe(FEED_URL_MESSAGE);
    expect(feedUrlProblem('http://127.0.0.1:4599/feed.csv', false)).toBe(FEED_URL_MESSAGE);
  });
});

describe('feed timing', () => {
  const at = Date.UTC(2026, 11, 1, 9, 0);

  it('runs next every N minutes after a run started', () => {
    expect(nextRunAfter(at, 15)).toBe(at + 15 * 60_000);
    expect(nextRunAfter(at, 1440)).toBe(at + 86_400_000);
  });

  it('is due once its time has come and no live claim holds it', () => {
    expect(isDue({ nextRunAt: at, claimedUntil: null }, at)).toBe(true);
    expect(isDue({ nextRunAt: at + 1, claimedUntil: null }, at)).toBe(false);
    expect(isDue({ nextRunAt: at - 60_000, claimedUntil: at + 1 }, at)).toBe(false);
    // A claim that ran out is a run that died with its process: due again.
    expect(isDue({ nextRunAt: at - 60_000, claimedUntil: at - 1 }, at)).toBe(true);
  });

  it('"fetch now" runs before its time, but never beside a run in flight', () => {
    expect(isFree({ nextRunAt: at + 3_600_000, claimedUntil: null }, at)).toBe(true);
    expect(isFree({ nextRunAt: at + 3_600_000, claimedUntil: at + 1 }, at)).toBe(false);
  });
});
