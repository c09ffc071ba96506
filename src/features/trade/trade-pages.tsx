/**
 * The trade-in flow's pages, one lazy chunk for all nine routes of the route table: each
 * route's page, on the one draft of the signed-in shopper. Visitors get the sign-in prompt on
 * /trade, and are sent there from every other page of the flow.
 */
import '../../lib/i18n/parts/trade.ts';
import type { RouteName } from '../../contract/route-table.ts';
import { useSession } from '../auth/index.ts';
import { EntryPage, TradeSummary } from './entry-page.tsx';
import { useKnownDetails } from '../known-details/index.ts';
import { tradeDraft, type TradeModel } from './model.ts';
import { useFlowHref } from './trade-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';

// The steps after the look-up, the appraisal and the outcome pages (routes of their own) in chunks of their own,
// fetched alongside this one (with its copy), so a route opened on them waits for one request more, not two in a row.
const steps = () => import('./step-pages.tsx');
const InfoPage = lazyPart(
  () => steps(),
  (m) => m.InfoPage,
);
const FeaturesPage = lazyPart(
  () => steps(),
  (m) => m.FeaturesPage,
);
const HistoryPage = lazyPart(
  () => steps(),
  (m) => m.HistoryPage,
);
const appraisal = () => import('./appraisal-page.tsx');
const AppraisalPage = lazyPart(
  () => appraisal(),
  (m) => m.AppraisalPage,
);
const PayoffPage = lazyPart(
  () => appraisal(),
  (m) => m.PayoffPage,
);
const outcomes = () => import('./outcome-pages.tsx');
const NoOfferPage = lazyPart(
  () => outcomes(),
  (m) => m.NoOfferPage,
);
const QuoteExpiredPage = lazyPart(
  () => outcomes(),
  (m) => m.QuoteExpiredPage,
);
const MaxAttemptsPage = lazyPart(
  () => outcomes(),
  (m) => m.MaxAttemptsPage,
);
const PhotosPage = lazyPart(
  () => import('./photos-page.tsx'),
  (m) => m.PhotosPage,
);
const PARTS = [InfoPage, FeaturesPage, HistoryPage, AppraisalPage, PayoffPage, NoOfferPage, QuoteExpiredPage];
for (const part of [...PARTS, MaxAttemptsPage, TradeSummary]) void part.preload();

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
  /** Tests give their own model; the app keeps one draft per shopper and visit. */
  model?: TradeModel;
};

export default function TradePages({ route = 'trade', model: given }: Props) {
  const { isLoggedIn, visitor } = useSession();
  const known = useKnownDetails();
  const to = useFlowHref();
  if (!isLoggedIn.value) return route === 'trade' ? <EntryPage model={null} /> : <Redirect to={to('trade')} />;
  const model = given ?? tradeDraft.get(visitor.value.userId, known);
  switch (route) {
    case 'tradeInfo':
      return <InfoPage model={model} />;
    case 'tradeFeatures':
      return <FeaturesPage model={model} />;
    case 'tradeHistory':
      return <HistoryPage model={model} />;
    case 'tradeAppraisal':
      return <AppraisalPage model={model} />;
    case 'tradeManualPayoff':
      return <PayoffPage model={model} />;
    case 'tradeNoOffer':
      return <NoOfferPage model={model} />;
    case 'tradeQuoteExpired':
      return <QuoteExpiredPage model={model} />;
    case 'tradeMaxAttempts':
      return <MaxAttemptsPage model={model} />;
    case 'tradePhotos':
      return <PhotosPage />;
    default:
      return <EntryPage model={model} />;
  }
}
