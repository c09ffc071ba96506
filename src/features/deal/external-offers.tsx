/**
 * The automaker program's offers (seed 000 §4 "External-offer line items", §5, §9): one line item
 * per type, added or removed by type, saved with empty items dropped, compared with the saved deal.
 * Shown only when the campaign has a programId. The shopper chooses among the offers the program
 * has for this vehicle; their amounts are the program's, set by the server.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import type { ExternalOfferLineItem } from '../../contract/deal.ts';
import type { DealModel } from './model.ts';
import type { OfferComparison } from './rules.ts';

/** The offer types the catalogues name; any other type is shown as the server sent it. */
type ProgramOfferType = 'LOYALTY' | 'CONQUEST' | 'MILITARY' | 'COLLEGE_GRAD' | 'FIRST_RESPONDER' | 'BONUS_CASH';

const OFFER_TYPE_NAMES: Record<ProgramOfferType, MessageKey> = {
  LOYALTY: 'deal.offerType.LOYALTY',
  CONQUEST: 'deal.offerType.CONQUEST',
  MILITARY: 'deal.offerType.MILITARY',
  COLLEGE_GRAD: 'deal.offerType.COLLEGE_GRAD',
  FIRST_RESPONDER: 'deal.offerType.FIRST_RESPONDER',
  BONUS_CASH: 'deal.offerType.BONUS_CASH',
};

/** A type the program no longer lists is shown as the server sent it. */
export function offerTypeName(type: string): string {
  return type in OFFER_TYPE_NAMES ? t(OFFER_TYPE_NAMES[type as ProgramOfferType]) : type;
}

export function ExternalOffers({ model }: { model: DealModel }) {
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; messages: string[] } | null>(null);
  const chosen = model.offers.value;

  useEffect(() => {
    if (model.availableOffers.state.value.status === 'idle') void model.loadAvailableOffers();
  }, [model]);

  async function onSave() {
    setSaving(true);
    setResult(null);
    try {
      await model.saveOffers();
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, messages: errorMessages(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section class="card offers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deal.offers.heading')}</h2>
      <p class="muted">{t('deal.offers.lead')}</p>
      <AvailableOfferList model={model} chosen={chosen} />

      <Comparison comparison={model.offerComparison.value} />

      <button type="button" class="button button--primary" disabled={saving} aria-busy={saving} onClick={onSave}>
        {saving ? t('deal.offers.saving') : t('deal.offers.save')}
      </button>
      <div aria-live="polite">{result?.ok && <p class="notice notice--success">{t('deal.offers.saved')}</p>}</div>
      {result && !result.ok && <FormErrors messages={result.messages} />}
    </section>
  );
}

/**
 * The program's offers for this vehicle as checkboxes, with the program's amounts: the
 * shopper chooses, never prices. An applied offer the program no longer lists stays, so it can be removed.
 */
function AvailableOfferList({ model, chosen }: { model: DealModel; chosen: readonly ExternalOfferLineItem[] }) {
  const state = model.availableOffers.state.value;
  if (state.status === 'idle' || state.status === 'loading') return <p class="muted">{t('deal.offers.loading')}</p>;
  if (state.status === 'error') {
    return (
      <ErrorState
        messages={[t('deal.offers.loadFailed')]}
        onRetry={() => void model.loadAvailableOffers()}
        retryLabel={t('deal.offers.retry')}
      />
    );
  }
  const listed = new Set(state.data.offers.map((o) => o.type));
  const rows: { offer: ExternalOfferLineItem; endsOn: string | null }[] = [
    ...state.data.offers.map((offer) => ({ offer, endsOn: offer.endsOn })),
    ...chosen.filter((item) => !listed.has(item.type)).map((offer) => ({ offer, endsOn: null })),
  ];
  if (rows.length === 0) return <p class="muted">{t('deal.offers.none')}</p>;
  const isChosen = (type: string) => chosen.some((item) => item.type === type);
  return (
    <fieldset class="offers__choices">
      <legend class="offers__list-heading">{t('deal.offers.available')}</legend>
      <ul class="offers__list">
        {rows.map(({ offer, endsOn }) => (
          <li key={offer.type} class="offers__item">
            <label class="field__check offers__check">
              <input
                type="checkbox"
                checked={isChosen(offer.type)}
                onChange={(event) => {
                  const { type, description, amount } = offer;
                  model.chooseOffer({ type, description, amount: amount ?? 0 }, event.currentTarget.checked);
                }}
              />
              <span>
                <span class="offers__name">{offerTypeName(offer.type)}</span>{' '}
                <span class="offers__amount">{formatMoney(offer.amount ?? 0)}</span>
                {offer.description && <span class="offers__description muted">{offer.description}</span>}
                <span class="offers__ends muted">
                  {endsOn ? t('deal.offers.ends', { date: formatDate(endsOn) }) : t('deal.offers.ended')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Comparison({ comparison }: { comparison: OfferComparison }) {
  const names = (list: { type: string }[]) => list.map((i) => offerTypeName(i.type)).join(', ');
  const { added, updated, removed, priceDifference, label } = comparison;
  const changed = added.length + updated.length + removed.length > 0;
  return (
    <div class="offers__compare" aria-live="polite">
      <h3 class="offers__list-heading">{t('deal.offers.compare')}</h3>
      {!changed && <p class="muted">{t('deal.offers.noChanges')}</p>}
      {changed && (
        <ul class="offers__changes">
          {added.length > 0 && <li>{t('deal.offers.added', { items: names(added) })}</li>}
          {updated.length > 0 && <li>{t('deal.offers.updated', { items: names(updated) })}</li>}
          {removed.length > 0 && <li>{t('deal.offers.removed', { items: names(removed) })}</li>}
        </ul>
      )}
      {changed && (
        <p class="offers__difference">
          {priceDifference === 0
            ? t('deal.offers.same')
            : t(label === 'lower' ? 'deal.offers.lower' : 'deal.offers.higher', {
                amount: formatMoney(Math.abs(priceDifference)),
              })}
        </p>
      )}
    </div>
  );
}
