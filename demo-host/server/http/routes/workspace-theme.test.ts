import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  THEME_IMAGE_TOO_LARGE,
  THEME_NOT_YOURS,
  type CampaignThemeAnswer,
} from '../../../../src/contract/campaign-theme.ts';
import type { SettingsHistory } from '../../../../src/contract/workspace-settings-history.ts';
import { getCampaignTheme } from '../../db/campaign-theme-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { THEME_IMAGE_CSP } from './theme-assets.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}
const sheetOf = async (slug: string) => {
  const html = await (await app.request(`/embed?campaign=${slug}`)).text();
  const path = /href="(\/theme\/[\w-]+\/[0-9a-f]{16}\.css)"/.exec(html)?.[1];
  return { path, css: path ? await (await app.request(path)).text() : '' };
};

describe('a campaign theme in the workspace', () => {
  it('saves tokens as a version, audited, and the widget’s sheet follows at a new URL; revert brings it back', async () => {
    const manager = await signedIn(MANAGER_2);
    const read = await json<CampaignThemeAnswer>(await manager.call('GET', '/campaigns/upgrade/theme'));
    expect(read.campaign).toEqual({ slug: 'upgrade', name: 'Upgrade', dealerId: 'd2' });
    const before = await sheetOf('upgrade');
    expect(before.css).toContain('--color-primary:#3b3fb6;');

    const tokens = { ...read.tokens, colours: { ...read.tokens.colours, primary: '#0B6E4F', primaryHover: '#08563e' } };
    const saved = await manager.call('PUT', '/campaigns/upgrade/theme', tokens);
    expect(saved.status).toBe(200);
    expect((await json<CampaignThemeAnswer>(saved)).tokens.colours.primary).toBe('#0b6e4f');
    const after = await sheetOf('upgrade');
    expect(after.path).not.toBe(before.path);
    expect(after.css).toContain('--color-primary:#0b6e4f;');
    // The old URL still answers (a page rendered before the save), with the current sheet, uncached.
    const stale = await app.request(before.path!);
    expect(stale.headers.get('cache-control')).toBe('no-cache');

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'dealer_id', 'changes'])
      .where('action', '=', 'campaign.theme')
      .execute();
    expect(audit).toEqual([
      {
        action: 'campaign.theme',
        record_id: 'upgrade',
        dealer_id: 'd2',
        changes: JSON.stringify(['colours.primary', 'colours.primaryHover']),
      },
    ]);
    const history = await json<SettingsHistory>(await manager.call('GET', '/settings/campaign-theme/upgrade/history'));
    expect(history.versions.map((v) => v.changed)).toEqual([['colours.primary', 'colours.primaryHover'], []]);
    expect((await manager.call('POST', '/settings/campaign-theme/upgrade/revert')).status).toBe(200);
    expect((await getCampaignTheme(db, 'upgrade'))?.colours.primary).toBe('#3b3fb6');
    expect((await sheetOf('upgrade')).path).toBe(before.path);
  });

  it('refuses text below 4.5:1 with the pair named, and bad tokens with their fields (400)', async () => {
    const admin = await signedIn(ADMIN);
    const { tokens } = await json<CampaignThemeAnswer>(await admin.call('GET', '/campaigns/main/theme'));
    const low = await admin.call('PUT', '/campaigns/main/theme', {
      ...tokens,
      colours: { ...tokens.colours, primary: '#9fa2e8' },
    });
    expect(low.status).toBe(400);
    expect((await json<{ fieldErrors: unknown[] }>(low)).fieldErrors).toEqual([
      {
        field: 'colours.primaryContrast',
        message: 'primaryContrast on primary has a contrast of 2.38:1; text needs at least 4.5:1.',
      },
    ]);
    const bad = await admin.call('PUT', '/campaigns/main/theme', {
      ...tokens,
      font: "x;}body{background:url('//evil')",
      radius: 99,
    });
    expect(bad.status).toBe(400);
    expect((await json<{ fieldErrors: { field: string }[] }>(bad)).fieldErrors.map((e) => e.field)).toEqual([
      'font',
      'radius',
    ]);
    expect((await getCampaignTheme(db, 'main'))?.colours.primary).toBe('#3b3fb6');
  });

  it('lets a manager change it only when every dealer of the campaign is theirs; never an agent (403)', async () => {
    const manager = await signedIn(MANAGER_1);
    const agent = await signedIn(AGENT_1);
    for (const [c, slug] of [
      [manager, 'main'],
      [manager, 'upgrade'],
      [agent, 'main'],
    ] as const) {
      const res = await c.call('GET', `/campaigns/${slug}/theme`);
      expect(res.status, slug).toBe(403);
      expect(await json(res)).toMatchObject({ message: THEME_NOT_YOURS });
    }
    expect((await (await signedIn(ADMIN)).call('GET', '/campaigns/nope/theme')).status).toBe(404);
  });

  it('takes a logo by its bytes, redraws it, and serves it by content hash with nosniff and a script-free policy', async () => {
    const admin = await signedIn(ADMIN);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#0b6e4f"/></svg>',
    );
    const res = await postRaw(admin, svg);
    expect(res.status).toBe(201);
    const { key } = await json<{ key: string }>(res);
    expect(key).toMatch(/^[0-9a-f]{64}\.png$/);
    const image = await app.request(`/theme-images/${key}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe(THEME_IMAGE_CSP);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.includes(Buffer.from('script'))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 80, height: 40 });

    // Named .png but not an image: refused by its bytes.
    const html = await postRaw(admin, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(400);
    const big = await postRaw(admin, new Uint8Array(600 * 1024));
    expect(big.status).toBe(413);
    expect(await json(big)).toMatchObject({ message: THEME_IMAGE_TOO_LARGE });
  });
});

async function postRaw(c: ReturnType<typeof staffClient>, body: Uint8Array<ArrayBuffer>) {
  return c.call(
    'POST',
    '/campaigns/main/theme/images',
    undefined,
    { 'Content-Type': 'application/octet-stream' },
    body,
  );
}
