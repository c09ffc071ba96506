/**
 * The dealer workspace's pages: `/dealer/assets/*` (its own build, dist/workspace, content-hashed)
 * and the one HTML shell at `/dealer` and every path under it, which the workspace app routes
 * itself. Nobody may frame it; it loads nothing but this origin's files.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../services/app-deps.ts';
import { renderPlainPage } from '../shell.ts';
import { setHtmlSecurityHeaders } from '../security.ts';
import { IMMUTABLE, safeJoin, sendFile } from './assets.ts';

const WorkspaceManifestSchema = v.object({
  js: v.pipe(v.string(), v.regex(/^assets\/[\w.-]+\.js$/)),
  css: v.pipe(v.string(), v.regex(/^assets\/[\w.-]+\.css$/)),
});
type WorkspaceManifest = v.InferOutput<typeof WorkspaceManifestSchema>;

/** The workspace build sits beside the app's (dist/workspace next to dist/app). */
export const workspaceDirOf = (distDir: string) => join(distDir, '..', 'workspace');

/** The manifest, re-read when a rebuild changes it; null while there is no build. */
function manifestReader(dir: string): () => WorkspaceManifest | null {
  const path = join(dir, 'manifest.json');
  let cached: { mtime: number; manifest: WorkspaceManifest } | null = null;
  return () => {
    try {
      const mtime = statSync(path).mtimeMs;
      if (cached?.mtime !== mtime) {
        const parsed = v.safeParse(WorkspaceManifestSchema, JSON.parse(readFileSync(path, 'utf8')));
        cached = parsed.success ? { mtime, manifest: parsed.output } : null;
      }
      return cached?.manifest ?? null;
    } catch {
      return cached?.manifest ?? null;
    }
  };
}

export function workspaceShell(m: WorkspaceManifest): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Upshift for dealers</title>
<link rel="stylesheet" href="/dealer/${m.css}">
<script type="module" src="/dealer/${m.js}"></script>
</head>
<body>
<div id="workspace"></div>
</body>
</html>
`;
}

export function workspacePageRoutes({ distDir }: AppDeps): Hono {
  const routes = new Hono();
  const dir = workspaceDirOf(distDir);
  const manifest = manifestReader(dir);

  routes.get('/assets/*', (c) =>
    sendFile(c, safeJoin(join(dir, 'assets'), c.req.path.slice('/dealer/assets/'.length)), IMMUTABLE),
  );
  routes.get('/*', (c) => {
    setHtmlSecurityHeaders(c, "'none'");
    const m = manifest();
    if (!m)
      return c.html(
        renderPlainPage({
          title: 'Upshift for dealers',
          heading: 'The workspace is not built',
          body: 'Run npm run build, then reload this page.',
        }),
        503,
      );
    return c.html(workspaceShell(m));
  });
  return routes;
}
