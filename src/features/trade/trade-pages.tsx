/**
 * The trade-in flow's pages (issue 11), one lazy chunk for all nine routes of the route table: each
 * route's page, on the one draft of the signed-in shopper. Visitors get the sign-in prompt on
 * /trade, and are sent there from every other page of the flow.
 */
import '../../lib/i18n/parts/trade.ts';
import { href, type RouteName } from '../../lib/route-table.ts';
import { useSession } from '../auth/index.ts';
import { AppraisalPage, PayoffPage } from './appraisal-page.tsx';
import { EntryPage } from './entry-page.tsx';
import { tradeDraft, type TradeModel } from './model.ts';
import { MaxAttemptsPage, NoOfferPage, QuoteExpiredPage } from './outcome-pages.tsx';
import { FeaturesPage, HistoryPage, InfoPage } from './step-pages.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
  /** Tests give their own model; the app keeps one draft per shopper and visit. */
  model?: TradeModel;
};

export default function TradePages({ route = 'trade', model: given }: Props) {
  const { isLoggedIn, visitor } = useSession();
  if (!isLoggedIn.value) return route === 'trade' ? <EntryPage model={null} /> : <Redirect to={href('trade')} />;
  const model = given ?? tradeDraft(visitor.value.userId);
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
    default:
      return <EntryPage model={model} />;
  }
}
