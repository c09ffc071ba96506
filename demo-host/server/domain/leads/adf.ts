/**
 * ADF 1.0 (the Auto-lead Data Format dealer CRMs import): a lead as an XML document, built with
 * fast-xml-parser's builder (it escapes every text and attribute), never by string concatenation.
 * Element order follows the ADF 1.0 DTD's content models; leads/adf-structure.ts checks it.
 */
import { XMLBuilder } from 'fast-xml-parser';

/** Who sent the lead: the `source` of its ids. */
export const ADF_SOURCE = 'Upshift';

export type AdfMoney = number;

export type AdfFinance = {
  method: 'finance' | 'lease' | 'cash';
  amounts: { type: 'downpayment' | 'monthly' | 'total'; value: AdfMoney }[];
  balance?: { type: 'finance' | 'residual'; value: AdfMoney } | undefined;
};

export type AdfVehicle = {
  interest: 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive';
  status: 'new' | 'used';
  /** The dealer's vehicle id, when the vehicle is one of its listings. */
  id?: string | undefined;
  year: number | null;
  make: string;
  model: string;
  vin?: string | undefined;
  stock?: string | undefined;
  trim?: string | undefined;
  odometer?: number | undefined;
  price?: { type: 'quote' | 'offer' | 'msrp' | 'asking' | 'appraisal'; value: AdfMoney } | undefined;
  finance?: AdfFinance | undefined;
  comments?: string | undefined;
};

export type AdfAddress = { street: string; city?: string | undefined; regionCode?: string | undefined };

export type AdfCustomer = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** How the shopper asked to be reached. */
  preferred: 'email' | 'phone' | null;
  /** A street address when the shopper gave one; the ZIP alone goes in `postalCode`. */
  address?: AdfAddress | undefined;
  postalCode: string | null;
  comments?: string | undefined;
};

export type AdfVendor = {
  id: string;
  name: string;
  url?: string | undefined;
  phone: string;
  address: AdfAddress & { postalCode: string };
};

export type AdfProvider = { campaign: string; campaignName: string; url?: string | undefined };

export type AdfLead = {
  id: string;
  /** 1 for a new lead; 2, 3… for the updates of the same prospect (sent with status "resend"). */
  sequence?: number | undefined;
  /** ISO 8601 with the dealer's offset. */
  requestDate: string;
  /** At least one: the DTD requires a vehicle. */
  vehicles: [AdfVehicle, ...AdfVehicle[]];
  customer: AdfCustomer;
  vendor: AdfVendor;
  provider: AdfProvider;
};

/**
 * What one delivery is known by (its outbox row and the `Idempotency-Key`): the lead id for a new
 * lead, `id:sequence` for an update, so a CRM keeps each update once and apart from the lead.
 */
export const adfDeliveryKey = (leadId: string, sequence: number): string =>
  sequence > 1 ? `${leadId}:${String(sequence)}` : leadId;

type Node = Record<string, unknown>;

/** XML 1.0 forbids most control characters: they are dropped, and long texts bounded. */
export function adfText(value: string, max = 4000): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const money = (value: AdfMoney) => value.toFixed(2);
const text = (value: string, attrs: Record<string, string> = {}): Node => ({
  '#text': adfText(value),
  ...Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@_${k}`, v])),
});

function address(a: AdfAddress, postalCode: string | null, type?: 'home' | 'work'): Node {
  return {
    ...(type ? { '@_type': type } : {}),
    street: [text(a.street, { line: '1' })],
    ...(a.city ? { city: text(a.city) } : {}),
    ...(a.regionCode ? { regioncode: text(a.regionCode) } : {}),
    ...(postalCode ? { postalcode: text(postalCode) } : {}),
    country: text('US'),
  };
}

function vehicle(v: AdfVehicle): Node {
  return {
    '@_interest': v.interest,
    '@_status': v.status,
    ...(v.id ? { id: [text(v.id, { sequence: '1', source: ADF_SOURCE })] } : {}),
    year: text(v.year === null ? '' : String(v.year)),
    make: text(v.make),
    model: text(v.model),
    ...(v.vin ? { vin: text(v.vin) } : {}),
    ...(v.stock ? { stock: text(v.stock) } : {}),
    ...(v.trim ? { trim: text(v.trim) } : {}),
    ...(v.odometer !== undefined ? { odometer: text(String(v.odometer), { status: 'original', units: 'mi' }) } : {}),
    ...(v.price ? { price: text(money(v.price.value), { type: v.price.type, currency: 'USD' }) } : {}),
    ...(v.finance
      ? {
          finance: {
            method: text(v.finance.method),
            amount: v.finance.amounts.map((a) =>
              text(money(a.value), { type: a.type, limit: 'exact', currency: 'USD' }),
            ),
            ...(v.finance.balance
              ? { balance: text(money(v.finance.balance.value), { type: v.finance.balance.type, currency: 'USD' }) }
              : {}),
          },
        }
      : {}),
    ...(v.comments ? { comments: text(v.comments) } : {}),
  };
}

function customerContact(c: AdfCustomer): Node {
  const contact: Node = {
    name: [text(c.firstName, { part: 'first' }), text(c.lastName, { part: 'last' })],
  };
  if (c.email) contact['email'] = text(c.email, { preferredcontact: c.preferred === 'email' ? '1' : '0' });
  if (c.phone)
    contact['phone'] = [text(c.phone, { type: 'voice', preferredcontact: c.preferred === 'phone' ? '1' : '0' })];
  if (c.address) contact['address'] = address(c.address, c.postalCode, 'home');
  else if (c.postalCode) contact['address'] = address({ street: '' }, c.postalCode, 'home');
  return contact;
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ', suppressEmptyNode: false });

/** The lead's ADF 1.0 document. A customer needs an email or a phone (the DTD's contact). */
export function renderAdf(lead: AdfLead): string {
  if (!lead.customer.email && !lead.customer.phone) throw new Error('An ADF customer needs an email or a phone');
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '?adf': { '@_version': '1.0' },
    adf: {
      prospect: {
        '@_status': (lead.sequence ?? 1) > 1 ? 'resend' : 'new',
        id: [text(lead.id, { sequence: String(lead.sequence ?? 1), source: ADF_SOURCE })],
        requestdate: text(lead.requestDate),
        vehicle: lead.vehicles.map(vehicle),
        customer: {
          contact: customerContact(lead.customer),
          ...(lead.customer.comments ? { comments: text(lead.customer.comments) } : {}),
        },
        vendor: {
          id: [text(lead.vendor.id, { sequence: '1', source: ADF_SOURCE })],
          vendorname: text(lead.vendor.name),
          ...(lead.vendor.url ? { url: text(lead.vendor.url) } : {}),
          contact: {
            name: [text(lead.vendor.name, { part: 'full', type: 'business' })],
            phone: [text(lead.vendor.phone, { type: 'voice' })],
            address: address(lead.vendor.address, lead.vendor.address.postalCode, 'work'),
          },
        },
        provider: {
          id: [text(lead.provider.campaign, { sequence: '1', source: ADF_SOURCE })],
          name: text(ADF_SOURCE, { part: 'full', type: 'business' }),
          service: text(lead.provider.campaignName),
          ...(lead.provider.url ? { url: text(lead.provider.url) } : {}),
        },
      },
    },
  };
  return builder.build(doc) as string;
}
