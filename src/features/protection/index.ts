/** The protection feature's public surface for other features: the deal page's protection section. */
import { withStyles } from '../../lib/styles.ts';
import { lazyPart, type LazyPart } from '../../lib/ui/lazy-part.tsx';
import creditCss from '../../styles/credit.css?url';
import type { ProtectionSectionProps } from './protection-section.tsx';

export type { ProtectionSectionProps } from './protection-section.tsx';
/** Its own chunk (products, API, copy): it sits under the payment, which shows without waiting for it. */
export const ProtectionSection: LazyPart<ProtectionSectionProps> = lazyPart(
  // Its sheet comes with it: the deal page's first screen does not need it.
  withStyles(() => import('./protection-section.tsx'), creditCss),
  (m) => m.ProtectionSection,
);
