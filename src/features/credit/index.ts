/** The credit feature's public surface for other features: the deal page's credit section. */
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import type { CreditSectionProps } from './credit-section.tsx';

export type { CreditSectionProps } from './credit-section.tsx';
/** Its own chunk (model, API, copy): the deal's payment shows without waiting for it. */
export const CreditSection = lazyPart<CreditSectionProps>(() =>
  import('./credit-section.tsx').then((m) => m.CreditSection),
);
