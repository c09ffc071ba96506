import { describe, expect, it } from 'vitest';
import { PageContextError, readPageContext } from './page-context.ts';
import { testContext } from './test-context.ts';

const sampleContext = testContext({ campaign: { allowedOrigins: ['http://localhost:4173'] } });

function page(context: unknown, meta = true): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta) {
    for (const [name, content] of [
      ['_csrf', 'tok'],
      ['_csrf_header', 'X-CSRF-TOKEN'],
    ]) {
      const m = doc.createElement('meta');
      m.name = name!;
      m.content = content!;
      doc.head.append(m);
    }
  }
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'upshift-context';
  script.textContent = typeof context === 'string' ? context : JSON.stringify(context);
  doc.body.append(script);
  return doc;
}

describe('readPageContext', () => {
  it('reads the context and the CSRF meta tags', () => {
    const boot = readPageContext(page(sampleContext));
    expect(boot.csrf).toEqual({ header: 'X-CSRF-TOKEN', token: 'tok' });
    expect(boot.context.campaign.slug).toBe('demo');
  });
  it('fails clearly without the CSRF meta tags', () => {
    expect(() => readPageContext(page(sampleContext, false))).toThrow(PageContextError);
  });
  it('fails clearly on malformed JSON', () => {
    expect(() => readPageContext(page('{not json'))).toThrow('not valid JSON');
  });
  it('names the fields that are wrong', () => {
    const bad = { ...sampleContext, campaign: { ...sampleContext.campaign, productId: 999 } };
    expect(() => readPageContext(page(bad))).toThrow('campaign.productId');
  });
});
