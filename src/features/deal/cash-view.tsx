/** The Cash tab: out-the-door, the trade's net cash offer and the cash price (seed 000 §4). */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useRef } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import type { Deal } from '../../contract/deal.ts';
import type { DealModel } from './model.ts';
import { protectionLabel } from './format.ts';
import { PaymentBar } from './quote-panel.tsx';
import { cashDealPrice } from './rules.ts';

/** The jacket's names a cash price includes: GAP covers a loan balance, so never on cash (as protection's `offeredOnCash`). */
const cashProducts = (model: DealModel) => model.protection.value?.filter((p) => !p.financedOnly).map((p) => p.name);

export function CashView({ model, deal }: { model: DealModel; deal: Deal }) {
  const onlyCash = model.tabs.value.length === 1;
  const price = useRef<HTMLParagraphElement>(null);
  return (
    <div class="cash">
      {onlyCash && <p class="notice notice--info">{t('deal.cash.auto')}</p>}
      <RemoteView state={model.cashDeal.state.value} retry={() => model.retry('cash')} label={t('deal.cash.loading')}>
        {(cash) => {
          const { cashPrice, tradeCredit } = cashDealPrice(cash.outTheDoor, deal.trade);
          const included = cash.breakdown.protectionProducts > 0;
          // Seed 000 §4: out-the-door is the cash price unless a trade comes off it; the same figure shows once.
          const rows = deal.trade !== null || included;
          const label = deal.trade ? 'deal.cash.price' : 'deal.cash.outTheDoor';
          return (
            <>
              {rows && (
                <dl class="breakdown__rows">
                  {deal.trade && (
                    <div class="breakdown__row">
                      <dt>{t('deal.cash.outTheDoor')}</dt>
                      <dd>{formatMoney(cash.outTheDoor)}</dd>
                    </div>
                  )}
                  {included && (
                    <div class="breakdown__row">
                      <dt>{t('deal.cash.includes', { line: protectionLabel(cashProducts(model)) })}</dt>
                      <dd>{formatMoney(cash.breakdown.protectionProducts)}</dd>
                    </div>
                  )}
                  {deal.trade && (
                    <div class="breakdown__row">
                      <dt>{t('deal.cash.trade', { vehicle: deal.trade.vehicleName })}</dt>
                      <dd>{formatMoney(-tradeCredit)}</dd>
                    </div>
                  )}
                </dl>
              )}
              <h2 class="payment__label">{t(label)}</h2>
              <p class="payment__amount" ref={price} aria-live="polite" aria-atomic="true">
                {formatMoney(cashPrice)}
              </p>
              <p class="muted">{t('deal.cash.note')}</p>
              <PaymentBar target={price} amount={formatMoney(cashPrice)} detail={t(label)} />
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
