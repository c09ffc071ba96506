import { describe, expect, it } from 'vitest';
import { href, isSignInPath, safeNext } from './routes.ts';

describe('workspace routes', () => {
  it('builds typed links with their query', () => {
    expect(href('lead', { id: 'L 1' })).toBe('/dealer/leads/L%201');
    expect(href('signIn', {}, { next: '/dealer/audit' })).toBe('/dealer/sign-in?next=%2Fdealer%2Faudit');
    expect(href('inbox')).toBe('/dealer');
  });

  it('goes after sign-in only to a page of the workspace', () => {
    expect(safeNext('/dealer/leads/L1?status=NEW')).toBe('/dealer/leads/L1?status=NEW');
    expect(safeNext('/dealer')).toBe('/dealer');
    for (const bad of [
      null,
      '',
      'https://evil.test/dealer',
      '//evil.test/dealer',
      '/\\evil.test',
      '/dealership',
      '/account/login',
      '/dealer/sign-in/code',
      '/dealer/api/audit.csv',
      '/dealer/../admin',
    ])
      expect(safeNext(bad), String(bad)).toBe('/dealer');
  });

  it('knows the sign-in pages', () => {
    expect(isSignInPath('/dealer/sign-in?next=x')).toBe(true);
    expect(isSignInPath('/dealer/sign-in/enrol')).toBe(true);
    expect(isSignInPath('/dealer/sign-in-help')).toBe(false);
  });
});
