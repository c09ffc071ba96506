import { describe, expect, it } from 'vitest';
import { checkSite, hasScriptTag, pagePolicies, policiesAllow } from './site-check.ts';

const APP = 'https://app.upshift.example';

describe('the site check', () => {
  it('reads the policies of the header and of meta tags', () => {
    const html = `<head><meta content="script-src 'self'" http-equiv="Content-Security-Policy"></head>`;
    expect(pagePolicies(["default-src 'self'"], html)).toEqual(["default-src 'self'", "script-src 'self'"]);
  });

  it('lets an origin in by its exact source, a scheme, a host wildcard or *, with the directives’ fallbacks', () => {
    expect(policiesAllow([], 'script-src', APP)).toBe(true);
    expect(policiesAllow(["default-src 'self'"], 'script-src', APP)).toBe(false);
    expect(policiesAllow([`default-src 'self'; script-src 'self' ${APP}`], 'script-src', APP)).toBe(true);
    expect(policiesAllow([`default-src 'self'; script-src 'self' ${APP}`], 'frame-src', APP)).toBe(false);
    expect(policiesAllow([`default-src 'self'; child-src ${APP}/`], 'frame-src', APP)).toBe(true);
    expect(policiesAllow(['connect-src https:'], 'connect-src', APP)).toBe(true);
    expect(policiesAllow(['connect-src https://*.upshift.example'], 'connect-src', APP)).toBe(true);
    expect(policiesAllow(['connect-src https://*.other.example'], 'connect-src', APP)).toBe(false);
    expect(policiesAllow(['frame-src *'], 'frame-src', APP)).toBe(true);
    expect(policiesAllow(['frame-src http://127.0.0.1:4174'], 'frame-src', 'http://127.0.0.1:4174')).toBe(true);
    expect(policiesAllow(['frame-src http://127.0.0.1:4175'], 'frame-src', 'http://127.0.0.1:4174')).toBe(false);
    // Every policy must allow it.
    expect(policiesAllow([`script-src ${APP}`, "script-src 'self'"], 'script-src', APP)).toBe(false);
  });

  it('finds the tag for this campaign only', () => {
    const tag = `<script async src="${APP}/loader.js" data-campaign="hill"></script>`;
    expect(hasScriptTag(tag, APP, 'hill')).toBe(true);
    expect(hasScriptTag(tag, APP, 'hil')).toBe(false);
    expect(hasScriptTag(tag, 'https://other.example', 'hill')).toBe(false);
  });

  it('reports each check', () => {
    const report = checkSite({
      pageOrigin: 'https://www.dealer.example',
      headerPolicies: [`script-src ${APP}; connect-src 'self'`],
      html: '<p>no tag</p>',
      allowedOrigins: ['https://www.dealer.example'],
      appOrigin: APP,
      campaign: 'hill',
    });
    expect(report).toEqual([
      { id: 'origin', ok: true },
      { id: 'script-src', ok: true },
      { id: 'frame-src', ok: true },
      { id: 'connect-src', ok: false },
      { id: 'script-tag', ok: false },
    ]);
  });
});
