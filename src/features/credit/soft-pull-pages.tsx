/**
 * Get pre-qualified (seed 000 §2 "soft-pull with verify"), one lazy chunk for
 * the six routes of the route table: the form (page type 'soft-pull'), the consent, the review
 * that runs the pull (page type 'verify'), and its three outcomes. Every page keeps the way back to
 * the deal the shopper came from (`?redirectPath=`), where the prices are already re-priced.
 *
 * The form lives in memory only (soft-pull-model.ts): a reload of any later page finds no form and
 * sends the shopper back to it, so a birth date is never kept in the browser.
 */
import '../../lib/i18n/parts/credit.ts';
import type { RouteName } from '../../contract/route-table.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { ConsentPage, FormPage, VerifyPage } from './soft-pull-form.tsx';
import { softPullDraft, type SoftPullModel } from './soft-pull-model.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';

// The outcome pages (routes of their own, shown after the pull) in a chunk of their own, fetched alongside this one.
const outcomes = () => import('./soft-pull-outcomes.tsx');
const SuccessPage = lazyPart(
  () => outcomes(),
  (m) => m.SuccessPage,
);
const NoHitPage = lazyPart(
  () => outcomes(),
  (m) => m.NoHitPage,
);
const FrozenPage = lazyPart(
  () => outcomes(),
  (m) => m.FrozenPage,
);
for (const part of [SuccessPage, NoHitPage, FrozenPage]) void part.preload();

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
  /** Tests give their own model; the app keeps one per page load. */
  model?: SoftPullModel;
};

export default function SoftPullPages({ route = 'softPull', model: given }: Props) {
  const known = useKnownDetails();
  const model = given ?? softPullDraft.get(known);
  switch (route) {
    case 'softPullConsent':
      return <ConsentPage model={model} />;
    case 'softPullVerify':
      return <VerifyPage model={model} />;
    case 'softPullSuccess':
      return <SuccessPage model={model} />;
    case 'softPullNoHit':
      return <NoHitPage model={model} />;
    case 'softPullFrozen':
      return <FrozenPage model={model} />;
    default:
      return <FormPage model={model} />;
  }
}
