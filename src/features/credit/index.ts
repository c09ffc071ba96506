/** The credit feature's public surface for other features: the deal page's credit section. */
import { withStyles } from '../../lib/styles.ts';
import { lazyPart, type LazyPart } from '../../lib/ui/lazy-part.tsx';
import creditCss from '../../styles/credit.css?url';
import type { CreditSectionProps } from './credit-section.tsx';

export type { CreditSectionProps } from './credit-section.tsx';
/** Its own chunk (model, API, copy): the deal's payment shows without waiting for it. */
export const CreditSection: LazyPart<CreditSectionProps> = lazyPart(
  // Its sheet comes with it: the deal page's first screen does not need it.
  withStyles(() => import('./credit-section.tsx'), creditCss),
  (m) => m.CreditSection,
);
export { tierRangeText } from './tier-ranges.ts';
export { CREDIT_SECTION_ID } from './section-id.ts';
