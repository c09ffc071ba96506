/**
 * Boot of the dealer workspace (/dealer on the app origin, an entry of its own: nothing of it reaches the
 * widget). The server's shell has no page context: the API base and the CSRF header are fixed here.
 */
import { render } from 'preact';
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../lib/http.ts';
import { WorkspaceApp } from './app.tsx';
import { initialLocale, setLocale } from './i18n/index.ts';
import type { WorkspaceEnv } from './lib/env.tsx';
import { createSession } from './lib/session.ts';
import { WORKSPACE_BASE } from './routes.ts';

// Staff errors are not the shoppers' log: the widget's error reporter stays off here.
configureHttp({ apiBase: WORKSPACE_BASE, csrf: { header: 'X-CSRF-TOKEN', token: '' }, reportErrors: false });
setLocale(initialLocale(), false);

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const env: WorkspaceEnv = {
  navigate,
  currentPath,
  // Same origin: the staff cookie goes along without withCredentials; the browser reconnects by itself.
  openStream: (url) => new EventSource(url),
  session: createSession({ navigate, currentPath }),
};

const container = document.getElementById('workspace');
if (container) render(<WorkspaceApp env={env} />, container);
