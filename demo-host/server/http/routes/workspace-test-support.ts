/** Test support for the dealer workspace: staff of the fixture dealers, signed in with a real TOTP code. */
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { insertStaff } from '../../db/staff-repo.ts';
import { hashPassword } from '../../domain/passwords.ts';
import {
  createFieldCipher,
  DEVELOPMENT_FINANCE_DATA_KEY,
  parseFinanceDataKey,
} from '../../services/finance/field-cipher.ts';
import { createLeadWriter } from '../../services/leads/outbox.ts';
import { sealStaffTotp } from '../../services/workspace/staff-auth.ts';
import { APP_ORIGIN, TEST_PASSWORD_COST } from '../../test-support.ts';

export const STAFF_PASSWORD = 'Str0ng!pass';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The key a sandbox test server opens sealed secrets with. */
const cipher = createFieldCipher(parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY));

export type TestStaff = { id: string; email: string; role: StaffRole; dealers: string[]; enrolled?: boolean };
export const ADMIN: TestStaff = { id: 'admin', email: 'admin@x.test', role: 'PLATFORM_ADMIN', dealers: [] };
export const MANAGER_1: TestStaff = { id: 'm1', email: 'manager@one.test', role: 'DEALER_MANAGER', dealers: ['d1'] };
export const AGENT_1: TestStaff = { id: 'a1', email: 'agent@one.test', role: 'AGENT', dealers: ['d1'] };
export const MANAGER_2: TestStaff = { id: 'm2', email: 'manager@two.test', role: 'DEALER_MANAGER', dealers: ['d2'] };
export const NEWCOMER: TestStaff = { id: 'n1', email: 'new@one.test', role: 'AGENT', dealers: ['d1'], enrolled: false };

export async function addStaff(db: Db, members: readonly TestStaff[]): Promise<void> {
  const hash = await hashPassword(STAFF_PASSWORD, TEST_PASSWORD_COST);
  for (const m of members)
    await insertStaff(db, {
      id: m.id,
      email: m.email,
      name: `Name of ${m.id}`,
      role: m.role,
      passwordHash: hash,
      totpSecret: m.enrolled === false ? null : sealStaffTotp(cipher, TOTP_SECRET, m.id),
      dealerIds: m.dealers,
      createdAt: Date.now(),
    });
}

/** The code an authenticator app shows for `secret` at `at` (now unless told). */
export const totpCode = (secret = TOTP_SECRET, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });

type RequestingApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A workspace client: the staff cookie and CSRF token it was given, sent back like the browser would. */
export function staffClient(app: RequestingApp) {
  let cookie = '';
  let csrf = '';
  const remember = (res: Response) => {
    const set = /upshift_staff=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (set) cookie = set[1] ? `upshift_staff=${set[1]}` : '';
  };
  /** `raw`: a body sent as it is (an upload's bytes) instead of `body` as JSON. */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    raw?: Uint8Array<ArrayBuffer>,
  ) {
    const res = await app.request(`/dealer/api${path}`, {
      method,
      headers: {
        Origin: APP_ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(csrf ? { 'X-CSRF-TOKEN': csrf } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : raw ? { body: raw } : {}),
    });
    remember(res);
    return res;
  }
  return {
    call,
    get cookie() {
      return cookie;
    },
    /** Password then code: signed in (the answer of the code step). */
    /** `at`: the code's time (a member's code is good once: a second sign-in within 30 s takes the next step's). */
    async signIn(m: Pick<TestStaff, 'email'>, at = Date.now()) {
      const first = await call('POST', '/sign-in', { email: m.email, password: STAFF_PASSWORD });
      expect(first.status).toBe(200);
      csrf = ((await first.json()) as { csrfToken: string }).csrfToken;
      const second = await call('POST', '/mfa', { code: totpCode(TOTP_SECRET, at) });
      expect(second.status).toBe(200);
      const me = (await second.json()) as { csrfToken: string; id: string };
      csrf = me.csrfToken;
      return me;
    },
    setCsrf(token: string) {
      csrf = token;
    },
  };
}

/** A lead written by the real lead writer, as a shopper's request would: its id. */
/** Four digits of a name: each first name is another shopper's phone too. */
const phoneLine = (name: string) =>
  String([...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 10_000, 7)).padStart(4, '0');

export async function writeLead(
  db: Db,
  o: {
    vehicleId: 'v1' | 'v2';
    kind?: 'email' | 'call-now' | 'contact-dealer';
    first?: string;
    email?: string;
    phone?: string;
    source?: string;
  },
): Promise<string> {
  const writer = createLeadWriter({ appOrigin: APP_ORIGIN });
  const id = await writer.write(db, {
    kind: o.kind ?? 'email',
    sourceId: o.source ?? `${Math.random()}`,
    sessionId: null,
    userId: null,
    campaign: 'main',
    vehicleId: o.vehicleId,
    contact: {
      firstName: o.first ?? 'Ana',
      lastName: 'Lopez',
      // Each first name is another shopper (the same one's events would join one thread).
      email: o.email ?? `${(o.first ?? 'Ana').toLowerCase()}@example.com`,
      phone: o.phone ?? `512555${phoneLine(o.first ?? 'Ana')}`,
    },
    comments: ['Is it still available?'],
  });
  if (!id) throw new Error('no lead written');
  return id;
}
