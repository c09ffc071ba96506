import { describe, expect, it } from 'vitest';
import { PageContextError, readPageContext } from './page-context.ts';
import { testContext } from '../testing/context.ts';

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
  // Home's stock search comes in the page; a body that cannot be read is simply asked for again.
  it('reads the API responses the page came with, and none from a missing or unreadable script', () => {
    const withResponses = (text: string) => {
      const doc = page(sampleContext);
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = 'upshift-responses';
      script.textContent = text;
      doc.body.append(script);
      return doc;
    };
    const body = { items: [], total: 0 };
    expect(readPageContext(withResponses(JSON.stringify({ '/api/x?a=1': body }))).responses).toEqual({
      '/api/x?a=1': body,
    });
    expect(readPageContext(page(sampleContext)).responses).toEqual({});
    expect(readPageContext(withResponses('{not json')).responses).toEqual({});
    expect(readPageContext(withResponses('[1]')).responses).toEqual({});
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
