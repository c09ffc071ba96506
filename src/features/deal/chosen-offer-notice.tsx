/**
 * The deal page's word on the approved offer chosen on the finance options page: the finance payment
 * is that offer's while the deal's amount financed is the approved one; once the shopper changes the
 * deal (a down payment, a product, a trade…) the offer no longer applies, and the page says so and
 * points back to the options (it is never signed for another amount: `chosenOfferApplies`).
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { Link } from 'wouter';
import { formatMoneyCents, formatPercent } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import type { Deal, DealType, Quote } from '../../contract/deal.ts';
import { chosenOfferApplies } from '../../contract/deal.ts';

export function ChosenOfferNotice({ deal, tab, quote }: { deal: Deal; tab: DealType; quote: Quote | null }) {
  const chosen = deal.preferences.chosenOffer;
  // Only the finance tab's payment carries it out; while that payment loads, nothing to say yet.
  if (!chosen || tab !== 'FINANCE' || !quote || quote.lease) return null;
  const terms = { lender: chosen.lenderName, apr: formatPercent(chosen.apr), term: chosen.term };
  if (chosenOfferApplies(chosen, quote)) {
    return <p class="notice notice--success">{t('deal.chosenOffer.applies', terms)}</p>;
  }
  // The amount financed the offer applies to is matched to the cent, so it is shown to the cent (a disclosure).
  return (
    <p class="notice notice--info" role="status">
      {t('deal.chosenOffer.changed', { ...terms, amount: formatMoneyCents(chosen.amountFinanced) })}{' '}
      <Link href={href('financeOptions', { dealId: deal.dealId })}>{t('deal.chosenOffer.toOptions')}</Link>
    </p>
  );
}
