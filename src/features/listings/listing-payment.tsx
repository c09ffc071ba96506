/** A card's estimated monthly payment (the server prices it), its terms, and the credit range it assumes beside it. */
import '../../lib/i18n/parts/credit-tiers.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import type { CreditTier } from '../../contract/credit-tier.ts';
import { tierRangeText } from '../credit/index.ts';
import type { PaymentEstimate } from '../../contract/listings.ts';

export function ListingPayment({ payment, creditTier }: { payment: PaymentEstimate | null; creditTier: CreditTier }) {
  if (!payment) return <p class="muted listing-card__terms">{t('shop.listings.noEstimate')}</p>;
  return (
    <div class="listing-card__payment">
      <p class="listing-card__monthly">
        {t('shop.listings.estMonthly', { amount: formatMoney(payment.monthlyPayment) })}
      </p>
      <p class="muted listing-card__terms">
        {t('shop.listings.estTerms', {
          term: payment.term,
          apr: formatPercent(payment.apr),
          down: formatMoney(payment.downPayment),
        })}
      </p>
      {/* Never a payment without the credit range it assumes beside it. */}
      <p class="muted listing-card__terms">
        {t('shop.listings.creditAssumes', {
          tier: t(`credit.tier.${creditTier}`),
          range: tierRangeText(creditTier),
        })}
      </p>
    </div>
  );
}
