/**
 * The finance application, one lazy chunk for its two routes: the stepped
 * application (`/deals/:dealId/finance`, page type finance) and the lenders' answers
 * (`/deals/:dealId/finance-options`, page type finance-options). Both work opened directly (a deep
 * link or a reload), standalone and inside the iframe.
 */
import '../../lib/i18n/parts/finance.ts';
import type { RouteName } from '../../contract/route-table.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { ApplicationPage } from './application-page.tsx';
import { financeDraft, type FinanceModel } from './model.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';

// The lenders' answers (a route of its own) in a chunk of their own, fetched alongside this one (with its
// copy): that route waits for one request more, not two in a row.
const OptionsPage = lazyPart(
  () => import('./options-page.tsx'),
  (m) => m.OptionsPage,
);
void OptionsPage.preload();

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
  /** Tests give their own model; the app keeps one model per deal per page load. */
  model?: FinanceModel;
};

export default function FinancePages({ params = {}, route = 'financeApplication', model }: Props) {
  const dealId = params['dealId'] ?? '';
  const known = useKnownDetails();
  if (route === 'financeOptions') return <OptionsPage key={dealId} dealId={dealId} />;
  return <ApplicationPage key={dealId} model={model ?? financeDraft.get(dealId, known)} />;
}
