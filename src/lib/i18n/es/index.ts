import type { enCore } from '../en/index.ts';
import { app } from './app.ts';
import { forms } from './forms.ts';
import { home } from './home.ts';
import { promotions } from './promotions.ts';
import { shell } from './shell.ts';
import { shop } from './shop.ts';

/**
 * The Spanish core, as the English one: what first paint shows. Every other part is a chunk of its own,
 * loaded with the pages that use it (i18n/parts/*.ts); the i18n test checks they cover every key.
 */
export const es: Record<keyof typeof enCore, string> = {
  ...app,
  ...forms,
  ...shop,
  ...shell,
  ...promotions,
  ...home,
};
