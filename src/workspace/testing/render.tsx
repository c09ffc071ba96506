/**
 * The workspace's test harness: the whole workspace app at a path, on an in-memory router, with a session
 * (signed in as `me`, or not), fake live streams the test drives, and the one HTTP client pointed at
 * /dealer (answer it with src/testing/fake-api.ts: paths are '/dealer/api/…'). Test code only.
 */
import { render } from '@testing-library/preact';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffMe } from '../../contract/workspace.ts';
import { configureHttp } from '../../lib/http.ts';
import { WorkspaceApp } from '../app.tsx';
import type { LeadStream, WorkspaceEnv } from '../lib/env.tsx';
import { createSession } from '../lib/session.ts';

type Listener = (event: MessageEvent<string>) => void;

/** An EventSource the test drives: `open()`, `lead(row)`, `fail()`. */
export class FakeStream implements LeadStream {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  private emit(type: string, data = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  open(): void {
    this.readyState = 1;
    this.emit('open');
  }
  /** A `lead` event carrying the row as the server sends it. */
  lead(row: unknown): void {
    this.emit('lead', JSON.stringify(row));
  }
  /** An error; `gaveUp` as when the server refused the stream (the browser does not retry then). */
  fail(gaveUp = false): void {
    this.readyState = gaveUp ? 2 : 0;
    this.emit('error');
  }
}

export type WorkspaceRenderOptions = {
  /** Signed in as this member; none: the app asks GET /me. */
  me?: StaffMe;
  /** The password step done in this page's life (the code and enrolment pages need it). */
  passwordAccepted?: boolean;
};

export function renderWorkspace(path: string, options: WorkspaceRenderOptions = {}) {
  configureHttp({ apiBase: '/dealer', csrf: { header: 'X-CSRF-TOKEN', token: '' }, reportErrors: false });
  const location = memoryLocation({ path, record: true });
  const history = location.history ?? [];
  const navigate = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  const currentPath = () => history[history.length - 1] ?? '/';
  const session = createSession({ navigate, currentPath });
  if (options.passwordAccepted) session.acceptPassword('token-after-password');
  if (options.me) session.signedIn(options.me);
  const streams: FakeStream[] = [];
  const env: WorkspaceEnv = {
    navigate,
    currentPath,
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    session,
  };
  const view = render(<WorkspaceApp env={env} location={location} />);
  return { ...view, location, navigate, session, streams, currentPath };
}
