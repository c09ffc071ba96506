/**
 * Test support: a complete, valid ADF 1.0 lead (every element of the DTD that a lead can carry) as a
 * small tree tests can change before rendering it, built by fast-xml-parser so text and attributes
 * are escaped like any document Upshift sends.
 */
import { XMLBuilder } from 'fast-xml-parser';

export type AdfElement = {
  name: string;
  attributes: Record<string, string>;
  children: (AdfElement | string)[];
};

export function el(
  name: string,
  attributes: Record<string, string> = {},
  ...children: (AdfElement | string)[]
): AdfElement {
  return { name, attributes, children };
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  format: true,
  suppressEmptyNode: true,
});

type Ordered = Record<string, unknown>;

function ordered(node: AdfElement | string): Ordered {
  if (typeof node === 'string') return { '#text': node };
  return {
    [node.name]: node.children.map(ordered),
    ...(Object.keys(node.attributes).length > 0 ? { ':@': node.attributes } : {}),
  };
}

export type RenderOptions = {
  /** False: leave out the `<?adf version="1.0"?>` instruction. */
  pi?: boolean;
  /** An XML comment before the root element (e.g. to prove a page escapes it). */
  comment?: string;
};

/** The document's XML text, with the XML declaration and the ADF processing instruction. */
export function renderAdf(root: AdfElement, options: RenderOptions = {}): string {
  const nodes: Ordered[] = [{ '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'UTF-8' } }];
  if (options.pi !== false) nodes.push({ '?adf': [{ '#text': '' }], ':@': { version: '1.0' } });
  if (options.comment !== undefined) nodes.push({ '#comment': [{ '#text': options.comment }] });
  nodes.push(ordered(root));
  return builder.build(nodes) as string;
}

export type FixtureOptions = { leadId?: string; dealerId?: string };

export const FIXTURE_LEAD_ID = '0b5e3c1e-4a35-4c8f-9a3e-2f4f0d6f7a11';

/** A full lead: a financed new vehicle, a customer with an address, the dealer and the provider. */
export function fixtureAdf(options: FixtureOptions = {}): AdfElement {
  const leadId = options.leadId ?? FIXTURE_LEAD_ID;
  const dealerId = options.dealerId ?? 'd100';
  return el(
    'adf',
    {},
    el(
      'prospect',
      { status: 'new' },
      el('id', { sequence: '1', source: 'Upshift' }, leadId),
      el('requestdate', {}, '2026-11-23T15:04:05Z'),
      el(
        'vehicle',
        { interest: 'buy', status: 'new' },
        el('id', { source: 'Upshift' }, 'v1001'),
        el('year', {}, '2026'),
        el('make', {}, 'Toyota'),
        el('model', {}, 'Camry'),
        el('vin', {}, '4T1B11HK5KU000001'),
        el('stock', {}, '0042'),
        el('trim', {}, 'XLE'),
        el('doors', {}, '4'),
        el('bodystyle', {}, 'Sedan'),
        el('transmission', {}, 'CVT'),
        el('odometer', { status: 'original', units: 'mi' }, '12'),
        el('colorcombination', {}, el('exteriorcolor', {}, 'Midnight Black'), el('preference', {}, '1')),
        el('imagetag', { width: '640', height: '480', alttext: 'Front' }, 'https://img.example/v1001.jpg'),
        el('price', { type: 'quote', currency: 'USD' }, '32500'),
        el('pricecomments', {}, 'All-in, before taxes'),
        el('option', {}, el('optionname', {}, 'Heated seats'), el('price', { type: 'msrp' }, '450')),
        el(
          'finance',
          {},
          el('method', {}, 'finance'),
          el('amount', { type: 'downpayment', limit: 'exact', currency: 'USD' }, '3000'),
          el('amount', { type: 'monthly', limit: 'exact', currency: 'USD' }, '512.34'),
          el('balance', { type: 'finance', currency: 'USD' }, '29500'),
        ),
        el('comments', {}, '72 months at 6.99% APR'),
      ),
      el(
        'customer',
        {},
        el(
          'contact',
          {},
          el('name', { part: 'first', type: 'individual' }, 'Ada'),
          el('name', { part: 'last', type: 'individual' }, 'Lovelace'),
          el('email', { preferredcontact: '1' }, 'ada@example.com'),
          el('phone', { type: 'cellphone', time: 'morning' }, '5125550111'),
          el(
            'address',
            { type: 'home' },
            el('street', { line: '1' }, '1 Main St'),
            el('apartment', {}, '2B'),
            el('city', {}, 'Austin'),
            el('regioncode', {}, 'TX'),
            el('postalcode', {}, '78701'),
            el('country', {}, 'US'),
          ),
        ),
        el('id', { source: 'Upshift user' }, 'u1'),
        el('timeframe', {}, el('description', {}, 'Within a week'), el('earliestdate', {}, '2026-11-24')),
        el('comments', {}, 'Saved a deal'),
      ),
      el(
        'vendor',
        {},
        el('id', { source: 'Upshift' }, dealerId),
        el('vendorname', {}, 'Riverside Toyota'),
        el('url', {}, 'https://dealer.example'),
        el(
          'contact',
          {},
          el('name', { part: 'full', type: 'business' }, 'Riverside Toyota'),
          el('phone', {}, '5125550100'),
        ),
      ),
      el(
        'provider',
        {},
        el('id', { source: 'Upshift' }, 'upshift'),
        el('name', { part: 'full', type: 'business' }, 'Upshift'),
        el('service', {}, 'deal-saved'),
        el('url', {}, 'https://upshift.example'),
        el('email', {}, 'leads@upshift.example'),
        el('phone', {}, '8005551234'),
      ),
    ),
  );
}

/** The fixture lead's XML text. */
export const fixtureAdfXml = (options: FixtureOptions = {}, render: RenderOptions = {}): string =>
  renderAdf(fixtureAdf(options), render);
