/**
 * The dealer workspace's API, `/dealer/api/…` on the app origin (src/contract/workspace.ts): staff
 * sign-in (password, then TOTP or a recovery code, or enrolment), the leads inbox with its live
 * stream, a lead's work, and the audit log. Same-origin only: no CORS; every mutating call must come
 * from this origin and, once there is a session, carry its CSRF token. The staff cookie is first-party
 * (SameSite=Strict, path /dealer), apart from the shoppers' session cookie.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import {
  CodeBodySchema,
  LeadQuerySchema,
  LeadUpdateSchema,
  NoteBodySchema,
  RecoveryBodySchema,
  SignInBodySchema,
} from '../../../../src/contract/workspace.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { STAFF_MAX_AGE_MS } from '../../services/workspace/staff-auth.ts';
import { clientAddress } from '../client-address.ts';
import { jsonError, parseInput, readJsonBody } from '../errors.ts';
import { STAFF_COOKIE, staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

/** How often the live inbox looks for new leads: the database is the only thing processes share. */
export const LEAD_STREAM_POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));
const AuditQuerySchema = v.object({
  dealer: v.optional(v.pipe(v.string(), v.maxLength(64))),
  before: v.optional(v.pipe(v.string(), v.maxLength(20))),
});

export function workspaceRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, leadWork, auditLog } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);

  const setStaffCookie = (c: Context, token: string) =>
    setCookie(c, STAFF_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/dealer',
      maxAge: Math.floor(STAFF_MAX_AGE_MS / 1000),
    });

  const pending = staffOnly(staffAuth, { pending: true });
  const member = staffOnly(staffAuth);

  routes.post('/sign-in', async (c) => {
    const body = await readJsonBody(c, SignInBodySchema);
    const { token, csrfToken, next } = await staffAuth.signIn(body.email, body.password, client(c));
    setStaffCookie(c, token);
    return c.json({ next, csrfToken });
  });
  // A reload between the password and the code: the step and token again (a signed-in session has no step: 409).
  routes.get('/sign-in', pending, (c) => {
    const signedIn = c.get('staff');
    if (signedIn.session.mfaAt !== null) return jsonError(c, 409, 'Already signed in.');
    return c.json(staffAuth.pendingStep(signedIn));
  });
  routes.get('/enrolment', pending, async (c) => c.json(await staffAuth.enrolment(c.get('staff'))));
  routes.post('/enrolment', pending, async (c) => {
    const { code } = await readJsonBody(c, CodeBodySchema);
    const { token, me, recoveryCodes } = await staffAuth.enrol(c.get('staff'), code, client(c));
    setStaffCookie(c, token);
    return c.json({ recoveryCodes, me });
  });
  routes.post('/mfa', pending, async (c) => {
    const { code } = await readJsonBody(c, CodeBodySchema);
    const { token, me } = await staffAuth.verifyCode(c.get('staff'), code, client(c));
    setStaffCookie(c, token);
    return c.json(me);
  });
  routes.post('/mfa/recovery', pending, async (c) => {
    const { recoveryCode } = await readJsonBody(c, RecoveryBodySchema);
    const { token, me } = await staffAuth.verifyRecoveryCode(c.get('staff'), recoveryCode, client(c));
    setStaffCookie(c, token);
    return c.json(me);
  });
  routes.get('/me', member, async (c) => c.json(await staffAuth.me(c.get('staff'))));
  routes.post('/sign-out', pending, async (c) => {
    await staffAuth.signOut(c.get('staff'));
    deleteCookie(c, STAFF_COOKIE, { path: '/dealer', secure: true });
    return c.body(null, 204);
  });
  routes.post('/sign-out-everywhere', member, async (c) => {
    await staffAuth.signOutEverywhere(c.get('staff'));
    deleteCookie(c, STAFF_COOKIE, { path: '/dealer', secure: true });
    return c.body(null, 204);
  });

  // Leads. The stream is declared before `/leads/:id`, which would take "stream" for an id.
  routes.get('/leads', member, async (c) => {
    const query = parseInput(LeadQuerySchema, c.req.query());
    return c.json(await leadWork.list(c.get('staff').member, query));
  });
  routes.get('/leads/stream', member, async (c) => {
    const { member: who } = c.get('staff');
    const { before: _ignored, ...query } = parseInput(LeadQuerySchema, c.req.query());
    const filter = await leadWork.filterFor(who, query);
    return streamSSE(c, async (stream) => {
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      const feed = leadWork.feed(filter, Date.now());
      let lastBeat = Date.now();
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open) {
        await stream.sleep(LEAD_STREAM_POLL_MS);
        if (!open) break;
        const now = Date.now();
        for (const lead of await feed.poll(now))
          await stream.writeSSE({ event: 'lead', id: lead.id, data: JSON.stringify(lead) });
        if (now - lastBeat > HEARTBEAT_MS) {
          lastBeat = now;
          // A comment line keeps proxies from closing an idle stream.
          await stream.write(': beat\n\n');
        }
      }
    });
  });
  routes.get('/leads/:id', member, async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await leadWork.detail(c.get('staff').member, id, client(c)));
  });
  routes.patch('/leads/:id', member, async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const work = await readJsonBody(c, LeadUpdateSchema);
    return c.json(await leadWork.update(c.get('staff').member, id, work, client(c)));
  });
  routes.post('/leads/:id/notes', member, async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const { body } = await readJsonBody(c, NoteBodySchema);
    return c.json(await leadWork.addNote(c.get('staff').member, id, body, client(c)));
  });

  routes.get('/audit', member, async (c) => {
    const query = parseInput(AuditQuerySchema, c.req.query());
    return c.json(await auditLog.page(c.get('staff').member, query));
  });
  routes.get('/audit.csv', member, async (c) => {
    const { dealer } = parseInput(AuditQuerySchema, c.req.query());
    const csv = await auditLog.csv(c.get('staff').member, { dealer }, client(c));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="audit-log.csv"');
    return c.body(csv);
  });

  routes.all('*', (c) => jsonError(c, 404, 'Not found'));
  return routes;
}
