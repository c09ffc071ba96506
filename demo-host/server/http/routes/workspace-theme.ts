/**
 * A campaign's theme in the workspace, `/dealer/api/campaigns/:slug/theme` (src/contract/campaign-theme.ts):
 * read, save (400 with the field errors, contrast pairs included, for tokens the contract refuses) and upload a
 * logo or favicon (`…/theme/images`, the image's bytes as the body, capped by app.ts's body limit for this path).
 * History and revert are the generic settings routes (`/dealer/api/settings/campaign-theme/:slug/…`).
 */
import { Hono, type Context } from 'hono';
import { THEME_IMAGE_TYPE, ThemeInputSchema } from '../../../../src/contract/campaign-theme.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { CampaignSlugSchema } from '../../services/context-builder.ts';
import { clientAddress } from '../client-address.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

export function workspaceThemeRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, campaignTheme } = services;
  const routes = new Hono<WorkspaceEnv>();
  const member = staffOnly(staffAuth);
  const slugOf = (c: Context) => parseInput(CampaignSlugSchema, c.req.param('slug'));

  routes.get('/campaigns/:slug/theme', member, async (c) =>
    c.json(await campaignTheme.get(c.get('staff').member, slugOf(c))),
  );
  routes.put('/campaigns/:slug/theme', member, async (c) => {
    const slug = slugOf(c);
    const tokens = await readJsonBody(c, ThemeInputSchema);
    return c.json(await campaignTheme.set(c.get('staff').member, slug, tokens, clientAddress(c, deps.trustProxy)));
  });
  routes.post('/campaigns/:slug/theme/images', member, async (c) => {
    const slug = slugOf(c);
    // The bytes as the body, or a form's `file` (the workspace's upload); the name and type sent are ignored.
    const form = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
    const file = form ? (await c.req.parseBody())['file'] : null;
    if (form && !(file instanceof File))
      throw new HttpError(400, THEME_IMAGE_TYPE, [{ field: 'file', message: THEME_IMAGE_TYPE }]);
    const bytes = new Uint8Array(file instanceof File ? await file.arrayBuffer() : await c.req.arrayBuffer());
    return c.json(await campaignTheme.upload(c.get('staff').member, slug, bytes), 201);
  });
  return routes;
}
