/**
 * ADF 1.0 structure check: is an XML document a lead a CRM can read? The ADF 1.0 DTD's
 * content models and attribute lists are data (`ELEMENTS`, in the DTD's own syntax); a tiny matcher
 * (regular-expression derivatives over element names) walks each element's children through its
 * model, so a problem can say which element is out of place or missing, not just "invalid".
 * Pure: no HTTP, no database. Used by the demo host's CRM receiver and by the lead's own tests.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type AdfCheck =
  | {
      ok: true;
      leadId: string;
      /** The id's `sequence` (1 when absent or not a positive whole number): updates of a prospect count up. */
      sequence: number;
      /** The prospect's `status`: `resend` is an update (or a repeat) of a lead sent before. */
      status: 'new' | 'resend';
      vendorId: string | null;
    }
  | { ok: false; problems: string[] };

/** Where the lead's stable id sits: `<prospect><id source="Upshift">`. */
export const ADF_ID_SOURCE = 'Upshift';

/** An attribute's allowed values, or any text (`CDATA`). */
type AttributeRule = readonly string[] | 'CDATA';

type ElementRule = {
  /** The DTD content model, e.g. `(id*, year, make)`, or `#PCDATA` for a leaf that holds text only. */
  content: string;
  /** The model may also be replaced by text alone (see timeframe). */
  orText?: boolean;
  attributes?: Readonly<Record<string, AttributeRule>>;
};

const TEXT: ElementRule = { content: '#PCDATA' };
const CURRENCY: AttributeRule = 'CDATA';

/**
 * The ADF 1.0 DTD, element by element. Three of its typos are read as the ADF specification means
 * them: option's `weighting price?` is `weighting?, price?`; comments' `(PCDATA)` is `#PCDATA`; and
 * timeframe, declared `#PCDATA` though the spec nests description, earliestdate and latestdate in it
 * (the DTD declares those three and uses them nowhere), takes either form.
 */
const ELEMENTS: Readonly<Record<string, ElementRule>> = {
  adf: { content: '(prospect+)' },
  prospect: {
    content: '(id*, requestdate, vehicle+, customer, vendor, provider?)',
    attributes: { status: ['new', 'resend'] },
  },
  requestdate: TEXT,
  vehicle: {
    content:
      '(id*, year, make, model, vin?, stock?, trim?, doors?, bodystyle?, transmission?, odometer?, ' +
      'colorcombination*, imagetag?, price?, pricecomments?, option*, finance?, comments?)',
    attributes: { interest: ['buy', 'lease', 'sell', 'trade-in', 'test-drive'], status: ['new', 'used'] },
  },
  year: TEXT,
  make: TEXT,
  model: TEXT,
  vin: TEXT,
  stock: TEXT,
  trim: TEXT,
  doors: TEXT,
  bodystyle: TEXT,
  transmission: TEXT,
  odometer: {
    content: '#PCDATA',
    attributes: { status: ['unknown', 'rolledover', 'replaced', 'original'], units: ['km', 'mi'] },
  },
  colorcombination: { content: '(((interiorcolor | exteriorcolor) | (interiorcolor, exteriorcolor)), preference)' },
  interiorcolor: TEXT,
  exteriorcolor: TEXT,
  preference: TEXT,
  imagetag: { content: '#PCDATA', attributes: { width: 'CDATA', height: 'CDATA', alttext: 'CDATA' } },
  price: {
    content: '#PCDATA',
    attributes: {
      type: ['quote', 'offer', 'msrp', 'invoice', 'call', 'appraisal', 'asking'],
      currency: CURRENCY,
      delta: ['absolute', 'relative', 'percentage'],
      relativeto: ['msrp', 'invoice'],
      source: 'CDATA',
    },
  },
  pricecomments: TEXT,
  option: { content: '(optionname, manufacturercode?, stock?, weighting?, price?)' },
  optionname: TEXT,
  manufacturercode: TEXT,
  weighting: TEXT,
  finance: { content: '(method, amount+, balance?)' },
  method: TEXT,
  amount: {
    content: '#PCDATA',
    attributes: {
      type: ['downpayment', 'monthly', 'total'],
      limit: ['maximum', 'minimum', 'exact'],
      currency: CURRENCY,
    },
  },
  balance: { content: '#PCDATA', attributes: { type: ['finance', 'residual'], currency: CURRENCY } },
  comments: TEXT,
  customer: { content: '(contact, id*, timeframe?, comments?)' },
  timeframe: { content: '(description, earliestdate?, latestdate?)', orText: true },
  description: TEXT,
  earliestdate: TEXT,
  latestdate: TEXT,
  vendor: { content: '(id*, vendorname, url?, contact)' },
  vendorname: TEXT,
  url: TEXT,
  provider: { content: '(id*, name, service?, url?, email?, phone?, contact?)' },
  service: TEXT,
  contact: { content: '(name+, ((email | phone+) | (email, phone+)), address?)' },
  name: {
    content: '#PCDATA',
    attributes: { part: ['surname', 'first', 'middle', 'last', 'full'], type: ['business', 'individual'] },
  },
  email: { content: '#PCDATA', attributes: { preferredcontact: ['0', '1'] } },
  phone: {
    content: '#PCDATA',
    attributes: {
      type: ['voice', 'fax', 'cellphone', 'pager'],
      time: ['morning', 'afternoon', 'evening', 'nopreference', 'day'],
      preferredcontact: ['0', '1'],
    },
  },
  address: {
    content: '(street+, apartment?, city?, regioncode?, postalcode?, country?)',
    attributes: { type: ['work', 'home', 'delivery'] },
  },
  street: { content: '#PCDATA', attributes: { line: 'CDATA' } },
  apartment: TEXT,
  city: TEXT,
  regioncode: TEXT,
  postalcode: TEXT,
  country: TEXT,
  id: { content: '#PCDATA', attributes: { sequence: 'CDATA', source: 'CDATA' } },
};

// ─── the matcher: regular expressions over element names, matched by derivatives ────────────

type Re =
  | { k: 'none' }
  | { k: 'eps' }
  | { k: 'el'; n: string }
  | { k: 'seq'; a: Re; b: Re }
  | { k: 'alt'; a: Re; b: Re }
  | { k: 'star'; a: Re };

const NONE: Re = { k: 'none' };
const EPS: Re = { k: 'eps' };

const seq = (a: Re, b: Re): Re =>
  a.k === 'none' || b.k === 'none' ? NONE : a.k === 'eps' ? b : b.k === 'eps' ? a : { k: 'seq', a, b };
const alt = (a: Re, b: Re): Re => (a.k === 'none' ? b : b.k === 'none' ? a : { k: 'alt', a, b });
const star = (a: Re): Re => (a.k === 'none' || a.k === 'eps' ? EPS : { k: 'star', a });

function nullable(r: Re): boolean {
  switch (r.k) {
    case 'none':
    case 'el':
      return false;
    case 'eps':
    case 'star':
      return true;
    case 'seq':
      return nullable(r.a) && nullable(r.b);
    case 'alt':
      return nullable(r.a) || nullable(r.b);
  }
}

/** What is left of `r` to match after one element named `n`. */
function derive(r: Re, n: string): Re {
  switch (r.k) {
    case 'none':
    case 'eps':
      return NONE;
    case 'el':
      return r.n === n ? EPS : NONE;
    case 'seq': {
      const first = seq(derive(r.a, n), r.b);
      return nullable(r.a) ? alt(first, derive(r.b, n)) : first;
    }
    case 'alt':
      return alt(derive(r.a, n), derive(r.b, n));
    case 'star':
      return seq(derive(r.a, n), r);
  }
}

/** The element names `r` can go on with, in model order. */
function firsts(r: Re, into: string[] = []): string[] {
  switch (r.k) {
    case 'el':
      if (!into.includes(r.n)) into.push(r.n);
      break;
    case 'seq':
      firsts(r.a, into);
      if (nullable(r.a)) firsts(r.b, into);
      break;
    case 'alt':
      firsts(r.a, into);
      firsts(r.b, into);
      break;
    case 'star':
      firsts(r.a, into);
      break;
  }
  return into;
}

/** Parses a DTD content model: `(a, b?, (c | d)+)`. */
function parseModel(model: string): Re {
  const tokens = model.match(/[A-Za-z][\w.-]*|[(),|?*+]/g) ?? [];
  let at = 0;
  const quantified = (r: Re): Re => {
    const q = tokens[at];
    if (q === '?') return (at++, alt(EPS, r));
    if (q === '*') return (at++, star(r));
    if (q === '+') return (at++, seq(r, star(r)));
    return r;
  };
  const particle = (): Re => {
    const t = tokens[at++];
    if (t === '(') return quantified(group());
    if (t && /^[A-Za-z]/.test(t)) return quantified({ k: 'el', n: t });
    throw new Error(`Bad content model ${model}`);
  };
  const group = (): Re => {
    const items = [particle()];
    const separator = tokens[at];
    while (tokens[at] === separator && (separator === ',' || separator === '|')) {
      at++;
      items.push(particle());
    }
    if (tokens[at++] !== ')') throw new Error(`Bad content model ${model}`);
    return items.reduce(separator === '|' ? alt : seq);
  };
  if (tokens[at++] !== '(') throw new Error(`Bad content model ${model}`);
  const re = quantified(group());
  if (at !== tokens.length) throw new Error(`Bad content model ${model}`);
  return re;
}

/** Every element's compiled model (null: text only), and the names each model mentions. */
const MODELS = new Map(
  Object.entries(ELEMENTS).map(([name, rule]) => {
    const re = rule.content === '#PCDATA' ? null : parseModel(rule.content);
    return [name, { re, names: new Set(rule.content.match(/[a-z]+/g) ?? []) }] as const;
  }),
);

// ─── the document ───────────────────────────────────────────────────────────────────────────

/** A node of fast-xml-parser's ordered output: `{ tag: children, ':@': attributes }` or `{ '#text': … }`. */
type XmlNode = Record<string, unknown>;
type Element = { name: string; attributes: Record<string, string>; children: XmlNode[] };

const TEXT_KEY = '#text';
const COMMENT_KEY = '#comment';
const ATTRIBUTES_KEY = ':@';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Text stays text: '0042' is a stock number, not 42.
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: COMMENT_KEY,
});

function asElement(node: XmlNode): Element | null {
  const name = Object.keys(node).find((k) => k !== ATTRIBUTES_KEY);
  if (name === undefined || name === TEXT_KEY || name === COMMENT_KEY || name.startsWith('?')) return null;
  const children = node[name];
  const attributes = (node[ATTRIBUTES_KEY] ?? {}) as Record<string, string>;
  return { name, attributes, children: Array.isArray(children) ? (children as XmlNode[]) : [] };
}

/** A leaf's text: its text nodes joined (a comment may split it). */
const textOf = (e: Element): string =>
  e.children
    .map((c) => (typeof c[TEXT_KEY] === 'string' ? c[TEXT_KEY] : ''))
    .join('')
    .trim();

const hasText = (node: XmlNode): boolean => typeof node[TEXT_KEY] === 'string' && node[TEXT_KEY].trim() !== '';

const list = (names: readonly string[]) =>
  names.length === 1 ? `<${names[0]}>` : `one of ${names.map((n) => `<${n}>`).join(', ')}`;

/** Checks one element and everything under it against ELEMENTS, adding to `problems`. */
function checkElement(e: Element, path: string, problems: string[]): void {
  const rule = ELEMENTS[e.name];
  const model = MODELS.get(e.name);
  if (!rule || !model) return;

  for (const [attribute, value] of Object.entries(e.attributes)) {
    const allowed = rule.attributes?.[attribute];
    if (allowed === undefined) problems.push(`${path}: unknown attribute ${attribute} on <${e.name}>`);
    else if (allowed !== 'CDATA' && !allowed.includes(value))
      problems.push(`${path}: ${attribute}="${value}" is not one of ${allowed.join(', ')}`);
  }

  const elements = e.children.map(asElement).filter((c): c is Element => c !== null);
  if (model.re === null || (rule.orText && elements.length === 0 && e.children.some(hasText))) {
    const first = elements[0];
    if (first) problems.push(`${path}: <${e.name}> holds text only, not <${first.name}>`);
    return;
  }
  if (e.children.some(hasText)) problems.push(`${path}: text is not allowed directly in <${e.name}>`);

  const seen = new Map<string, number>();
  let state: Re | null = model.re;
  let previous: string | null = null;
  for (const child of elements) {
    const index = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, index);
    const childPath = `${path}/${child.name}${index > 1 ? `[${index}]` : ''}`;
    if (!ELEMENTS[child.name]) {
      problems.push(`${childPath}: unknown element <${child.name}>`);
      continue;
    }
    if (state) {
      const next = derive(state, child.name);
      if (next.k === 'none') {
        problems.push(
          model.names.has(child.name)
            ? `${childPath}: <${child.name}> is out of place in <${e.name}>` +
                (firsts(state).length > 0 ? ` (expected ${list(firsts(state))} here)` : ` (nothing more may follow)`)
            : `${childPath}: <${child.name}> is not allowed in <${e.name}>`,
        );
        // One problem per element's sequence: after it, the model's position is unknown.
        state = null;
      } else {
        state = next;
        previous = child.name;
      }
    }
    checkElement(child, childPath, problems);
  }
  if (state && !nullable(state)) {
    problems.push(
      `${path}: <${e.name}> is missing ${list(firsts(state))}` + (previous ? ` after <${previous}>` : ' at its start'),
    );
  }
}

/** What stops the document from being well-formed XML, or null. */
function malformed(xml: string): string | null {
  const result = XMLValidator.validate(xml);
  if (result !== true) {
    const { msg, line, col } = result.err;
    return `Not well-formed XML: ${msg} (line ${line}${col === undefined ? '' : `, column ${col}`})`;
  }
  // Outside comments and CDATA, the only references XML knows without a DTD are these.
  const markup = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  // A DOCTYPE could define entities that expand without bound: an ADF document needs none.
  if (/<!DOCTYPE/i.test(markup)) return 'A DOCTYPE is not accepted in an ADF document';
  const reference = /&(?!(?:lt|gt|amp|apos|quot|#[0-9]+|#x[0-9a-fA-F]+);)[^;\s]{0,20};?/.exec(markup);
  if (reference) return `Not well-formed XML: undefined entity reference ${reference[0]}`;
  return null;
}

export function validateAdf(xml: string): AdfCheck {
  const bad = malformed(xml);
  if (bad) return { ok: false, problems: [bad] };

  let top: XmlNode[];
  try {
    top = parser.parse(xml) as XmlNode[];
  } catch (error) {
    // The validator passes what the parser refuses (elements nested past its limit).
    return { ok: false, problems: [`Not well-formed XML: ${error instanceof Error ? error.message : 'unreadable'}`] };
  }
  const problems: string[] = [];
  const roots: Element[] = [];
  let pi: XmlNode | null = null;
  for (const node of top) {
    if ('?adf' in node && roots.length === 0) pi ??= node;
    const e = asElement(node);
    if (e) roots.push(e);
  }
  if (!pi) problems.push('Missing the <?adf version="1.0"?> processing instruction before <adf>');
  else if ((pi[ATTRIBUTES_KEY] as Record<string, string> | undefined)?.['version'] !== '1.0')
    problems.push('The <?adf?> processing instruction must say version="1.0"');
  if (roots.length > 1) problems.push(`One root element only: found ${roots.length}`);
  const root = roots[0];
  if (!root) return { ok: false, problems: [...problems, 'No root element'] };
  if (root.name !== 'adf')
    return { ok: false, problems: [...problems, `The root element must be <adf>, not <${root.name}>`] };

  checkElement(root, '/adf', problems);

  const child = (e: Element | undefined, name: string) =>
    e?.children.map(asElement).find((c) => c?.name === name) ?? undefined;
  const prospect = child(root, 'prospect');
  const leadIdElement = prospect?.children
    .map(asElement)
    .find((c) => c?.name === 'id' && c.attributes['source'] === ADF_ID_SOURCE);
  const leadId = leadIdElement ? textOf(leadIdElement) : '';
  if (prospect && !leadId) problems.push(`/adf/prospect: no <id source="${ADF_ID_SOURCE}"> with the lead id`);
  const vendorIdElement = child(child(prospect, 'vendor'), 'id');
  const vendorId = vendorIdElement ? textOf(vendorIdElement) || null : null;

  const sequenceText = leadIdElement?.attributes['sequence'] ?? '1';
  const sequence = /^[1-9]\d{0,8}$/.test(sequenceText) ? Number(sequenceText) : 1;
  const status = prospect?.attributes['status'] === 'resend' ? 'resend' : 'new';
  return problems.length > 0 ? { ok: false, problems } : { ok: true, leadId, sequence, status, vendorId };
}
