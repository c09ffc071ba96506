/**
 * The deal page's protection section (seed 000 §1, §3, §4, §6, §8): the three
 * vehicle service contract plans exactly, the dealer's own products and the products on the deal
 * (its jacket, the deal's "insurance warranties"). Each is optional and shows, before it is added,
 * what it does to the payment on screen (the finance or lease quote's monthly payment, or the cash
 * price). Adding or removing one re-prices finance, lease and cash together. A dealer without
 * protection products (404) shows no section; where the campaign has the lifetime warranty, the
 * section (or, without one, a card of its own) says the deal includes it.
 */
import '../../lib/i18n/parts/warranty.ts';
import '../../lib/i18n/parts/protection.ts';
import { useEffect, useId } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import type { CashDeal, DealType, Quote } from '../../contract/deal.ts';
import type { CustomerAndDealData, ProtectionProduct } from '../../contract/protection.ts';
import { LifetimeWarranty } from './lifetime-warranty.tsx';
import { createProtectionModel, type ProtectionModel } from './model.ts';
import {
  includesLifetimeWarranty,
  jacketTotal,
  productEffect,
  productName,
  replacedPlan,
  type ProductEffect,
} from './rules.ts';
import { inJacket, offeredOnCash } from '../../contract/protection.ts';

export type ProtectionSectionProps = {
  dealId: string;
  /** The deal's dealer, once its vehicle is here: its products are listed. */
  dealerId: string | null;
  /** The tab shown and its quote (the cash deal on the cash tab): each product's effect is on that figure. */
  tab: DealType;
  quote: Quote | null;
  cash: CashDeal | null;
  /** The deal's jacket by name when known, null when not (the deal model prices it in). */
  onJacket: (products: { id: string; name: string; financedOnly: boolean }[] | null) => void;
  /** A jacket update's answer: the deal shows the re-priced cash deal and quote sets. */
  onRepriced: (data: CustomerAndDealData) => void;
  /** Tests give their own model. */
  model?: ProtectionModel;
};

export function ProtectionSection({
  dealId,
  dealerId,
  tab,
  quote,
  cash,
  onJacket,
  onRepriced,
  model: given,
}: ProtectionSectionProps) {
  const { context } = useEnv();
  // The jacket loads at once; the products wait for the dealer and the tab (below).
  const model = usePageModel(
    () => given ?? createProtectionModel({ dealId, onJacket, onRepriced }),
    [given, dealId],
    (m) => m.loadJacket(),
  );
  const headingId = useId();
  // A cash deal is offered no product that covers a loan or lease balance: the server lists what the tab's deal type may carry.
  useEffect(() => {
    if (dealerId) void model.loadProducts(dealerId, tab);
  }, [model, dealerId, tab]);

  const warranty = includesLifetimeWarranty(context.campaign);
  const status = model.productsStatus.value;
  // Seed 000 §6: a dealer without protection products has no section; the warranty still shows.
  if (status === 'off') return warranty ? <LifetimeWarranty standalone /> : null;
  if (status === 'idle' || status === 'loading') {
    return (
      <p class="page-loading" role="status">
        <span class="spinner" aria-hidden="true" />
        {t('protection.loading')}
      </p>
    );
  }
  const retry = () => {
    if (dealerId) void model.load(dealerId, tab);
  };
  const shown = { tab, quote, cash };
  return (
    <section class="card protection" aria-labelledby={headingId} aria-busy={model.pending.value !== null}>
      <h2 id={headingId}>{t('protection.heading')}</h2>
      <p class="muted">{t('protection.intro')}</p>
      {warranty && <LifetimeWarranty />}
      {status === 'error' && <ErrorState messages={[t('protection.error.products')]} onRetry={retry} />}
      {model.jacketStatus.value === 'error' && <ErrorState messages={[t('protection.error.jacket')]} onRetry={retry} />}
      {model.plans.value.length > 0 && (
        <ProductGroup
          heading={t('warranty.plansHeading')}
          lead={`${t('warranty.plansLead')} ${t('protection.plans.one')}`}
          products={model.plans.value}
          model={model}
          shown={shown}
        />
      )}
      {model.dealerProducts.value.length > 0 && (
        <ProductGroup
          heading={t('protection.dealer.heading')}
          products={model.dealerProducts.value}
          model={model}
          shown={shown}
        />
      )}
      {/* One live region for what an update is doing, then its failure. */}
      <p class="protection__status" role="status">
        {model.pending.value !== null ? t('protection.updating') : ''}
      </p>
      {model.updateFailed.value && (
        <p class="field__error" role="alert">
          {t('protection.error.update')}
        </p>
      )}
      {model.jacketStatus.value === 'ready' && (
        <JacketSummary jacket={tab === 'CASH' ? model.jacket.value.filter(offeredOnCash) : model.jacket.value} />
      )}
    </section>
  );
}

type Shown = { tab: DealType; quote: Quote | null; cash: CashDeal | null };

function ProductGroup({
  heading,
  lead,
  products,
  model,
  shown,
}: {
  heading: string;
  lead?: string;
  products: ProtectionProduct[];
  model: ProtectionModel;
  shown: Shown;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} class="deal__subheading">
        {heading}
      </h3>
      {lead && <p class="muted">{lead}</p>}
      <ul class="protection__list">
        {products.map((p) => (
          <ProductItem key={p.id} product={p} model={model} shown={shown} />
        ))}
      </ul>
    </section>
  );
}

/** The effect in words: what adding does, or what the product on the deal adds now. */
function effectText(effect: ProductEffect): string {
  const amount = formatMoney(Math.abs(effect.amount));
  const less = effect.amount < 0;
  if (effect.kind === 'monthly') {
    if (effect.included) return t('protection.effect.inMonthly', { amount });
    return t(less ? 'protection.effect.monthlyLess' : 'protection.effect.monthly', { amount });
  }
  if (effect.kind === 'cash') {
    if (effect.included) return t('protection.effect.inCash', { amount });
    return t(less ? 'protection.effect.cashLess' : 'protection.effect.cash', { amount });
  }
  if (effect.included) return t('protection.effect.inPrice', { amount });
  return t(less ? 'protection.effect.priceLess' : 'protection.effect.price', { amount });
}

function ProductItem({ product, model, shown }: { product: ProtectionProduct; model: ProtectionModel; shown: Shown }) {
  const id = useId();
  const jacket = model.jacket.value;
  const known = model.jacketStatus.value === 'ready';
  const added = known && inJacket(jacket, product.id);
  const name = productName(product);
  const effect = productEffect(product, known ? jacket : [], shown);
  const replaces = known ? replacedPlan(jacket, product) : null;
  const coverage = product.coverage;
  return (
    <li class={`protection__item${added ? ' protection__item--added' : ''}`}>
      <p class="protection__name">
        <strong>{name}</strong> <span class="badge">{t('protection.optional')}</span>
        {added && ' '}
        {added && <span class="badge badge--info">{t('protection.onDeal')}</span>}
      </p>
      {!coverage && <p class="muted">{product.description}</p>}
      <dl class="protection__terms">
        <div>
          <dt>{t(coverage ? 'protection.contractPrice' : 'protection.price')}</dt>
          <dd>{formatMoney(product.price)}</dd>
        </div>
        {coverage && (
          <>
            <div>
              <dt>{t('warranty.col.miles')}</dt>
              <dd>
                {coverage.mileageLimit === null
                  ? t('protection.unlimitedMiles')
                  : t('warranty.miles', { miles: formatNumber(coverage.mileageLimit) })}
              </dd>
            </div>
          </>
        )}
      </dl>
      {/* The plan's price per month (seed 000 §3) is what its contract price is made of, not what it adds to this payment. */}
      {coverage && (
        <p class="muted">
          {t('protection.contractBasis', {
            perMonth: formatMoney(coverage.pricePerMonth),
            months: formatNumber(coverage.termMonths),
          })}
        </p>
      )}
      <p id={`${id}-effect`}>
        <strong>{effectText(effect)}</strong>
        {replaces && ` ${t('protection.effect.replaces', { plan: productName(replaces) })}`}
      </p>
      <button
        type="button"
        class={`button ${added ? 'button--secondary' : 'button--primary'}`}
        aria-label={t(added ? 'protection.removeLabel' : 'protection.addLabel', { name })}
        aria-describedby={`${id}-effect`}
        aria-disabled={model.canChange.value ? 'false' : 'true'}
        onClick={() => void model.toggle(product)}
      >
        {t(added ? 'protection.remove' : 'protection.add')}
      </button>
    </li>
  );
}

/** The deal jacket: the products on the deal and what they add to it. */
function JacketSummary({ jacket }: { jacket: ProtectionProduct[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} class="deal__subheading">
        {t('protection.jacket.heading')}
      </h3>
      {jacket.length === 0 ? (
        <p class="muted">{t('protection.jacket.empty')}</p>
      ) : (
        <dl class="breakdown__rows">
          {jacket.map((p) => (
            <div class="breakdown__row" key={p.id}>
              <dt>{productName(p)}</dt>
              <dd>{formatMoney(p.price)}</dd>
            </div>
          ))}
          <div class="breakdown__row">
            <dt>
              <strong>{t('protection.jacket.total')}</strong>
            </dt>
            <dd>{formatMoney(jacketTotal(jacket))}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
