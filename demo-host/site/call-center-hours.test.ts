// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CallCenterSchema } from '../../src/contract/contact.ts';
import { json, Visitor } from '../server/http/routes/deal-fixtures.ts';
import { makeApp, makeDist, makeEmptyDb } from '../server/test-support.ts';
import { type Db } from '../server/db/repo.ts';
import { getDealerCallCenterHours } from '../server/db/dealers-repo.ts';
import { insertSeed } from '../server/db/seed/seed.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import { createSiteApp } from './app.ts';
import { QUEUE_CSRF_COOKIE, QUEUE_CSRF_FIELD } from './call-center.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
/** Riverside Auto Group (Los Angeles): weekdays 08:00–20:00, Saturday 09:00–18:00, Sunday 10:00–16:00. */
const RIVERSIDE = 'd100';
const RIVERSIDE_WEEK = [
  ...['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, open: '08:00', close: '20:00' })),
  { day: 'SAT', open: '09:00', close: '18:00' },
  { day: 'SUN', open: '10:00', close: '16:00' },
];

let db: Db;

beforeEach(async () => {
  db = await makeEmptyDb();
  await insertSeed(db, buildSeed({ siteOrigin, appHost: '127.0.0.1' }));
});

const site = (environment?: string) => createSiteApp({ db, appOrigin, siteOrigin, environment });
const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html');

async function page(path = '/call-center/hours') {
  const res = await site().request(path);
  const text = await res.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { res, text, token, cookie, doc: parse(text) };
}

/** Riverside's form as the page shows it, with `fields` changed (what a tester types). */
function riversideForm(doc: Document, fields: Record<string, string | null>): URLSearchParams {
  const form = doc.querySelector<HTMLFormElement>(`form[action="/call-center/hours/${RIVERSIDE}"]`);
  if (!form) throw new Error("no form for Riverside's hours");
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll('input'))
    if (input.type !== 'checkbox' || input.checked) body.set(input.name, input.value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) body.delete(name);
    else body.set(name, value);
  }
  return body;
}

function save(dealerId: string, body: URLSearchParams, cookie: string, origin = siteOrigin) {
  return site().request(`/call-center/hours/${dealerId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
    body: body.toString(),
  });
}

/** The control labelled `label` inside the dealer's section, as getByLabel finds it. */
function control(doc: Document, dealerId: string, label: string): HTMLInputElement | null {
  const section = doc.getElementById(`dealer-${dealerId}`);
  const labelEl = [...(section?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === label);
  const input = labelEl ? doc.getElementById(labelEl.htmlFor) : null;
  return input instanceof HTMLInputElement && section?.contains(input) ? input : null;
}

describe('GET /call-center/hours', () => {
  it('shows one form per dealer, by name, titled with its zone, each weekday labelled', async () => {
    const { res, doc, cookie } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(cookie.startsWith(`${QUEUE_CSRF_COOKIE}=`)).toBe(true);
    expect(res.headers.get('set-cookie')).toMatch(/Path=\/call-center(;|$)/i);
    expect(doc.title).toBe('Call-center opening hours | Upshift sandbox');
    expect([...doc.querySelectorAll('main h2')].map((h) => h.textContent)).toEqual([
      'Harbor Nissan — America/New_York',
      'Kuni BMW of Tigard — America/Los_Angeles',
      'Lakeshore BMW — America/Chicago',
      'Mile High Motors — America/Denver',
      'Riverside Auto Group — America/Los_Angeles',
      'Sunbelt Toyota — America/Chicago',
    ]);
    const section = doc.getElementById('dealer-d100');
    const heading = doc.getElementById(section?.getAttribute('aria-labelledby') ?? '');
    expect(section?.tagName).toBe('SECTION');
    expect(heading?.textContent).toBe('Riverside Auto Group — America/Los_Angeles');
    const form = section?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/call-center/hours/d100');
    expect(form?.querySelector(`input[type="hidden"][name="${QUEUE_CSRF_FIELD}"]`)).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent?.trim()).toBe(
      'Save hours for Riverside Auto Group',
    );
    expect(control(doc, 'd100', 'Opens Monday')).toMatchObject({ type: 'time', value: '08:00' });
    expect(control(doc, 'd100', 'Closes Monday')).toMatchObject({ type: 'time', value: '20:00' });
    expect(control(doc, 'd100', 'Closed Monday')).toMatchObject({ type: 'checkbox', checked: false });
    expect(control(doc, 'd100', 'Opens Sunday')?.value).toBe('10:00');
    // Kuni BMW has no Sunday hours: closed, no times.
    expect(control(doc, 'd200', 'Closed Sunday')?.checked).toBe(true);
    expect(control(doc, 'd200', 'Opens Sunday')?.value).toBe('');
    // Every control on the page has a label of its own.
    for (const input of doc.querySelectorAll('main input:not([type="hidden"])'))
      expect(doc.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(doc.querySelector('[role="alert"]')).toBeNull();
  });

  it('is linked from the queue and back, under the Call center entry of the navigation', async () => {
    const queue = await page('/call-center');
    const link = [...queue.doc.querySelectorAll('main a')].find((a) => a.textContent === 'Opening hours');
    expect(link?.getAttribute('href')).toBe('/call-center/hours');
    const { doc } = await page();
    const back = [...doc.querySelectorAll('main a')].find((a) => a.textContent === 'Back to the queue');
    expect(back?.getAttribute('href')).toBe('/call-center');
    expect(doc.querySelector('nav a[aria-current]')?.textContent).toBe('Call center');
    expect(doc.querySelector('nav a[aria-current]')?.getAttribute('aria-current')).toBe('true');
  });

  it('does not exist in production', async () => {
    expect((await site('prod').request('/call-center/hours')).status).toBe(404);
    expect((await site('prod').request('/call-center/hours/d100', { method: 'POST' })).status).toBe(404);
  });

  it('shows the earliest window of a day that has several', async () => {
    await db
      .updateTable('dealers')
      .set({
        call_center_hours: JSON.stringify([
          { day: 'MON', open: '13:00', close: '17:00' },
          { day: 'MON', open: '08:00', close: '12:00' },
        ]),
      })
      .where('id', '=', RIVERSIDE)
      .execute();
    const { doc } = await page();
    expect(control(doc, RIVERSIDE, 'Opens Monday')?.value).toBe('08:00');
    expect(control(doc, RIVERSIDE, 'Closes Monday')?.value).toBe('12:00');
    expect(control(doc, RIVERSIDE, 'Closed Tuesday')?.checked).toBe(true);
  });
});

describe('POST /call-center/hours/:dealerId', () => {
  it('saves the hours, goes back to the dealer on the page, and shows them', async () => {
    const { doc, token, cookie } = await page();
    const body = riversideForm(doc, { 'MON-open': '07:30', 'MON-close': '12:00', 'SUN-closed': 'on', 'SUN-open': '' });
    const res = await save(RIVERSIDE, body, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/call-center/hours#dealer-d100');
    expect(token).not.toBe('');
    expect(await getDealerCallCenterHours(db, RIVERSIDE)).toEqual([
      { day: 'MON', open: '07:30', close: '12:00' },
      ...RIVERSIDE_WEEK.slice(1, 6),
    ]);
    const after = (await page()).doc;
    expect(control(after, RIVERSIDE, 'Opens Monday')?.value).toBe('07:30');
    expect(control(after, RIVERSIDE, 'Closes Monday')?.value).toBe('12:00');
    expect(control(after, RIVERSIDE, 'Closed Sunday')?.checked).toBe(true);
    expect(control(after, RIVERSIDE, 'Opens Sunday')?.value).toBe('');
    // Other dealers keep theirs.
    expect(control(after, 'd200', 'Opens Monday')?.value).toBe('09:00');
  });

  it('saves exactly what is posted: one window a day, even where several were stored', async () => {
    await db
      .updateTable('dealers')
      .set({
        call_center_hours: JSON.stringify([
          { day: 'MON', open: '08:00', close: '12:00' },
          { day: 'MON', open: '13:00', close: '17:00' },
        ]),
      })
      .where('id', '=', RIVERSIDE)
      .execute();
    const { doc, cookie } = await page();
    expect((await save(RIVERSIDE, riversideForm(doc, {}), cookie)).status).toBe(303);
    expect(await getDealerCallCenterHours(db, RIVERSIDE)).toEqual([{ day: 'MON', open: '08:00', close: '12:00' }]);
  });

  it('answers 400 with the typed values kept and each problem next to its day and summed up', async () => {
    const { doc, cookie } = await page();
    const body = riversideForm(doc, {
      'MON-open': '20:00',
      'MON-close': '08:00',
      'WED-close': '',
      'SUN-closed': 'on',
      'SUN-open': '18:00',
    });
    const res = await save(RIVERSIDE, body, cookie);
    expect(res.status).toBe(400);
    expect(await getDealerCallCenterHours(db, RIVERSIDE)).toEqual(RIVERSIDE_WEEK);
    const failed = parse(await res.text());
    expect(failed.title).toBe('Error: Call-center opening hours | Upshift sandbox');
    const section = failed.getElementById('dealer-d100');
    const alert = section?.querySelector('form [role="alert"]');
    expect(alert?.parentElement?.tagName).toBe('FORM');
    expect([...(alert?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Monday: closing time must be later than opening time',
      'Wednesday: enter an opening and a closing time',
    ]);
    expect(failed.querySelectorAll('[role="alert"]')).toHaveLength(1);
    const opens = control(failed, RIVERSIDE, 'Opens Monday');
    expect(opens?.value).toBe('20:00');
    expect(control(failed, RIVERSIDE, 'Closes Monday')?.value).toBe('08:00');
    expect(opens?.getAttribute('aria-invalid')).toBe('true');
    expect(failed.getElementById(opens?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Monday: closing time must be later than opening time',
    );
    const wednesday = control(failed, RIVERSIDE, 'Closes Wednesday');
    expect(wednesday?.value).toBe('');
    expect(failed.getElementById(wednesday?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Wednesday: enter an opening and a closing time',
    );
    expect(control(failed, RIVERSIDE, 'Closed Sunday')?.checked).toBe(true);
    expect(control(failed, RIVERSIDE, 'Opens Sunday')?.value).toBe('18:00');
    expect(control(failed, RIVERSIDE, 'Opens Tuesday')?.hasAttribute('aria-invalid')).toBe(false);
    // Another dealer's form shows its stored hours, without problems.
    expect(control(failed, 'd200', 'Opens Monday')?.value).toBe('09:00');
    // The same token still works for the corrected form.
    const fixed = riversideForm(failed, { 'MON-open': '08:00', 'MON-close': '20:00', 'WED-close': '20:00' });
    expect((await save(RIVERSIDE, fixed, cookie)).status).toBe(303);
    expect(await getDealerCallCenterHours(db, RIVERSIDE)).toEqual(RIVERSIDE_WEEK.filter((h) => h.day !== 'SUN'));
  });

  it('refuses a post without the page token, with another token, or from another origin', async () => {
    const { doc, token, cookie } = await page();
    const body = riversideForm(doc, { 'MON-closed': 'on' });
    const withToken = (t: string) => new URLSearchParams({ ...Object.fromEntries(body), [QUEUE_CSRF_FIELD]: t });
    expect((await save(RIVERSIDE, withToken(''), cookie)).status).toBe(403);
    expect((await save(RIVERSIDE, withToken(token), '')).status).toBe(403);
    expect((await save(RIVERSIDE, withToken(`${token.slice(1)}x`), cookie)).status).toBe(403);
    expect((await save(RIVERSIDE, body, cookie, 'https://evil.example')).status).toBe(403);
    expect(await getDealerCallCenterHours(db, RIVERSIDE)).toEqual(RIVERSIDE_WEEK);
  });

  it('answers 404 for an unknown dealer', async () => {
    const { doc, cookie } = await page();
    const res = await save('d404', riversideForm(doc, {}), cookie);
    expect(res.status).toBe(404);
    expect(parse(await res.text()).querySelector('h1')?.textContent).toBe('Dealer not found');
  });

  it('opens and closes the call center the widget asks about', async () => {
    // Monday 10:00 in Los Angeles: Riverside is open.
    const { app } = await makeApp(db, makeDist(), () => new Date('2026-11-23T18:00:00Z'));
    const visitor = await Visitor.start(app, 'demo-ecommerce');
    const open = async () =>
      (
        await json(
          visitor.get('/api/lead/call-center?campaign=demo-ecommerce&dealer=d100&userTimeZone=America/Chicago'),
          CallCenterSchema,
        )
      ).currentlyOpen;
    expect(await open()).toBe(true);
    const { doc, cookie } = await page();
    expect((await save(RIVERSIDE, riversideForm(doc, { 'MON-closed': 'on' }), cookie)).status).toBe(303);
    expect(await open()).toBe(false);
    const body = riversideForm(doc, { 'MON-open': '09:59', 'MON-close': '10:01' });
    expect((await save(RIVERSIDE, body, cookie)).status).toBe(303);
    expect(await open()).toBe(true);
  });
});
