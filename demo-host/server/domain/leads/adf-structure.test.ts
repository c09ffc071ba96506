import { describe, expect, it } from 'vitest';
import { el, FIXTURE_LEAD_ID, fixtureAdf, fixtureAdfXml, renderAdf, type AdfElement } from './adf-fixture.ts';
import { validateAdf } from './adf-structure.ts';

/** The element at `path` under the root ('prospect/vehicle'): the first of each name. */
function at(root: AdfElement, path: string): AdfElement {
  let node = root;
  for (const name of path.split('/')) {
    const next = node.children.find((c): c is AdfElement => typeof c !== 'string' && c.name === name);
    if (!next) throw new Error(`No ${name} in ${node.name}`);
    node = next;
  }
  return node;
}

const without = (parent: AdfElement, name: string) => {
  parent.children = parent.children.filter((c) => typeof c === 'string' || c.name !== name);
};

/** The fixture, changed by `change`, rendered and checked. */
function check(change: (root: AdfElement) => void) {
  const root = fixtureAdf();
  change(root);
  return validateAdf(renderAdf(root));
}

const problems = (result: ReturnType<typeof validateAdf>) => (result.ok ? [] : result.problems);

describe('validateAdf on valid documents', () => {
  it('accepts the full fixture and reads the lead id and the vendor id', () => {
    expect(validateAdf(fixtureAdfXml())).toEqual({
      ok: true,
      leadId: FIXTURE_LEAD_ID,
      sequence: 1,
      status: 'new',
      vendorId: 'd100',
    });
  });

  it('accepts the smallest lead the DTD allows, with no vendor id (null)', () => {
    const contact = el('contact', {}, el('name', {}, 'Ada'), el('phone', {}, '5125550111'));
    const minimal = el(
      'adf',
      {},
      el(
        'prospect',
        {},
        el('id', { source: 'Upshift' }, 'lead-1'),
        el('requestdate', {}, '2026-11-23'),
        el('vehicle', {}, el('year', {}, '2026'), el('make', {}, 'Toyota'), el('model', {}, 'Camry')),
        el('customer', {}, contact),
        el('vendor', {}, el('vendorname', {}, 'Dealer'), contact),
      ),
    );
    expect(validateAdf(renderAdf(minimal))).toEqual({
      ok: true,
      leadId: 'lead-1',
      sequence: 1,
      status: 'new',
      vendorId: null,
    });
  });

  it("reads an update of a prospect: status resend and the id's sequence", () => {
    const result = check((root) => {
      const prospect = at(root, 'prospect');
      prospect.attributes = { status: 'resend' };
      at(root, 'prospect/id').attributes = { sequence: '3', source: 'Upshift' };
    });
    expect(result).toEqual({ ok: true, leadId: FIXTURE_LEAD_ID, sequence: 3, status: 'resend', vendorId: 'd100' });
  });

  it('accepts the content models’ alternatives: both colors, email and phones, a timeframe as text', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle/colorcombination').children = [
        el('interiorcolor', {}, 'Ash'),
        el('exteriorcolor', {}, 'Black'),
        el('preference', {}, '1'),
      ];
      at(root, 'prospect/customer/contact').children.splice(4, 0, el('phone', { type: 'voice' }, '5125550112'));
      at(root, 'prospect/customer/timeframe').children = ['Within a month'];
    });
    expect(result.ok).toBe(true);
  });

  it('ignores comments, so a comment with markup in it is no problem', () => {
    expect(validateAdf(fixtureAdfXml({}, { comment: ' <script>alert(1)</script> ' })).ok).toBe(true);
  });
});

describe('validateAdf finds each rule broken', () => {
  it('order: <make> before <year>', () => {
    const result = check((root) => {
      const vehicle = at(root, 'prospect/vehicle');
      const [id, year, make, ...rest] = vehicle.children;
      vehicle.children = [id as AdfElement, make as AdfElement, year as AdfElement, ...rest];
    });
    expect(problems(result)).toEqual([
      '/adf/prospect/vehicle/make: <make> is out of place in <vehicle> (expected one of <id>, <year> here)',
    ]);
  });

  it('order: the contact’s phone before its email', () => {
    const result = check((root) => {
      const contact = at(root, 'prospect/customer/contact');
      const [first, last, email, phone, address] = contact.children as AdfElement[];
      contact.children = [first, last, phone, email, address] as AdfElement[];
    });
    expect(problems(result)).toEqual([
      '/adf/prospect/customer/contact/email: <email> is out of place in <contact> (expected one of <phone>, <address> here)',
    ]);
  });

  it('missing required: no <customer>', () => {
    const result = check((root) => without(at(root, 'prospect'), 'customer'));
    expect(problems(result)).toEqual([
      '/adf/prospect/vendor: <vendor> is out of place in <prospect> (expected one of <vehicle>, <customer> here)',
    ]);
  });

  it('missing required at the end: a contact with a name only', () => {
    const result = check((root) => {
      at(root, 'prospect/vendor/contact').children = [el('name', {}, 'Dealer')];
    });
    expect(problems(result)).toEqual([
      '/adf/prospect/vendor/contact: <contact> is missing one of <name>, <email>, <phone> after <name>',
    ]);
  });

  it('missing required: a colorcombination without its preference', () => {
    const result = check((root) => without(at(root, 'prospect/vehicle/colorcombination'), 'preference'));
    expect(problems(result)).toEqual([
      '/adf/prospect/vehicle/colorcombination: <colorcombination> is missing <preference> after <exteriorcolor>',
    ]);
  });

  it('bad attribute values', () => {
    const result = check((root) => {
      at(root, 'prospect').attributes['status'] = 'old';
      at(root, 'prospect/vehicle').attributes['interest'] = 'rent';
      at(root, 'prospect/customer/contact/phone').attributes['time'] = 'night';
    });
    expect(problems(result)).toEqual([
      '/adf/prospect: status="old" is not one of new, resend',
      '/adf/prospect/vehicle: interest="rent" is not one of buy, lease, sell, trade-in, test-drive',
      '/adf/prospect/customer/contact/phone: time="night" is not one of morning, afternoon, evening, nopreference, day',
    ]);
  });

  it('unknown attribute', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle/year').attributes['model'] = '2026';
    });
    expect(problems(result)).toEqual(['/adf/prospect/vehicle/year: unknown attribute model on <year>']);
  });

  it('unknown element, reported without disturbing the check of its siblings', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle').children.splice(3, 0, el('color', {}, 'red'));
    });
    expect(problems(result)).toEqual(['/adf/prospect/vehicle/color: unknown element <color>']);
  });

  it('an ADF element where its parent does not take it', () => {
    const result = check((root) => {
      at(root, 'prospect/customer').children.push(el('vin', {}, '4T1B11HK5KU000001'));
    });
    expect(problems(result)).toEqual(['/adf/prospect/customer/vin: <vin> is not allowed in <customer>']);
  });

  it('text in a container', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle').children.push('a red one');
    });
    expect(problems(result)).toEqual(['/adf/prospect/vehicle: text is not allowed directly in <vehicle>']);
  });

  it('an element in a leaf', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle/year').children = [el('b', {}, '2026')];
    });
    expect(problems(result)).toEqual(['/adf/prospect/vehicle/year: <year> holds text only, not <b>']);
  });

  it('malformed XML', () => {
    const xml = fixtureAdfXml().replace('</make>', '</mark>');
    expect(problems(validateAdf(xml))).toEqual([expect.stringMatching(/^Not well-formed XML: .*'make'.* \(line \d+/)]);
    expect(problems(validateAdf('')).length).toBe(1);
    expect(problems(validateAdf('{"lead": 1}'))[0]).toMatch(/^Not well-formed XML/);
  });

  it('elements nested deeper than the parser goes: a problem, not an exception', () => {
    const deep = `<?adf version="1.0"?>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}`;
    expect(problems(validateAdf(deep))).toEqual([expect.stringMatching(/^Not well-formed XML: .*nested/)]);
  });

  it('undefined entities and a DOCTYPE', () => {
    expect(problems(validateAdf(fixtureAdfXml().replace('Toyota', 'Toyota&nbsp;')))).toEqual([
      'Not well-formed XML: undefined entity reference &nbsp;',
    ]);
    const doctype = fixtureAdfXml().replace('<adf>', '<!DOCTYPE adf [<!ENTITY x "xx">]>\n<adf>');
    expect(problems(validateAdf(doctype))).toEqual(['A DOCTYPE is not accepted in an ADF document']);
  });

  it('missing processing instruction, or another version', () => {
    expect(problems(validateAdf(renderAdf(fixtureAdf(), { pi: false })))).toEqual([
      'Missing the <?adf version="1.0"?> processing instruction before <adf>',
    ]);
    expect(problems(validateAdf(fixtureAdfXml().replace('<?adf version="1.0"?>', '<?adf version="2.0"?>')))).toEqual([
      'The <?adf?> processing instruction must say version="1.0"',
    ]);
  });

  it('another root element, or two', () => {
    expect(problems(validateAdf('<?adf version="1.0"?><lead/>'))).toEqual([
      'The root element must be <adf>, not <lead>',
    ]);
    expect(problems(validateAdf(`${fixtureAdfXml()}<adf/>`))).toContain('One root element only: found 2');
  });

  it('no lead id: the prospect’s ids come from other sources', () => {
    const result = check((root) => {
      at(root, 'prospect/id').attributes['source'] = 'Elsewhere';
    });
    expect(problems(result)).toEqual(['/adf/prospect: no <id source="Upshift"> with the lead id']);
  });

  it('reports every problem at once', () => {
    const result = check((root) => {
      at(root, 'prospect/vehicle').attributes['status'] = 'demo';
      without(at(root, 'prospect/vendor'), 'vendorname');
    });
    expect(problems(result)).toEqual([
      '/adf/prospect/vehicle: status="demo" is not one of new, used',
      '/adf/prospect/vendor/url: <url> is out of place in <vendor> (expected one of <id>, <vendorname> here)',
    ]);
  });
});
