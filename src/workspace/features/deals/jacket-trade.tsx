/**
 * The deal jacket's trade-in: the shopper's current trade, the photos they gave (each thumbnail opens the full
 * image, signed and short-lived), and the store's review: confirm the offer, or counter it with a new offer and a
 * note the shopper sees (the shopper's updated-trade modal tells them of the change).
 */
import { useMemo, useRef } from 'react';
import { dollars } from '../../../contract/format.ts';
import { TRADE_REVIEW_NOTE_MAX, type JacketTradeIn } from '../../../contract/trade-review.ts';
import { TRADE_PHOTOS_MAX } from '../../../contract/uploads.ts';
import type { DealJacket } from '../../../contract/workspace-deals.ts';
import { intlLocale, t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, TextAreaField, TextField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatIsoTime } from '../../lib/format.ts';
import type { JacketModel } from './jacket-model.ts';
import { createTradeReviewModel, type TradeReviewModel } from './jacket-trade-model.ts';

/** Whole dollars: an offer is never in cents. */
const money = (n: number) => dollars(n, 0, intlLocale());

export function JacketTrade({ jacket, model }: { jacket: DealJacket; model: JacketModel }) {
  const { session } = useWorkspaceEnv();
  const review = useMemo(
    () =>
      createTradeReviewModel({
        id: jacket.id,
        onUnauthorized: () => session.expire(),
        onJacket: (next) => model.replace(next),
      }),
    [jacket.id, model],
  );
  const trade = jacket.tradeIn ?? null;
  return (
    <section aria-labelledby="jacket-trade">
      <h2 id="jacket-trade">{t('jacket.trade')}</h2>
      {trade ? <TradeIn trade={trade} review={review} /> : <p class="ws-muted">{t('tradeIn.none')}</p>}
    </section>
  );
}

function TradeIn({ trade, review }: { trade: JacketTradeIn; review: TradeReviewModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const done = review.done.value;
  return (
    <>
      <dl class="ws-facts">
        <dt>{t('jacket.vehicle')}</dt>
        <dd>{trade.vehicle}</dd>
        <dt>{t('jacket.tradeOffer')}</dt>
        <dd>{money(trade.offer)}</dd>
        <dt>{t('jacket.tradePayoff')}</dt>
        <dd>{money(trade.payoff)}</dd>
        <dt>{t('jacket.tradeNet')}</dt>
        <dd>{money(trade.offer - trade.payoff)}</dd>
      </dl>
      <p>
        {trade.photos.length > 0
          ? t('tradeIn.photosProvided', { count: trade.photos.length, total: TRADE_PHOTOS_MAX })
          : t('tradeIn.noPhotos')}
      </p>
      {trade.photos.length > 0 && (
        <ul class="ws-trade-photos" aria-label={t('tradeIn.photos')}>
          {trade.photos.map((p) => (
            <li key={p.slot}>
              <a href={p.imageUrl} target="_blank" rel="noopener noreferrer">
                <img src={p.thumbnailUrl} alt={t(`trade.photos.slot.${p.slot}` as const)} loading="lazy" />
                <span class="ws-visually-hidden"> {t('tradeIn.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{reviewText(trade.review)}</p>
      {trade.review.state === 'countered' && trade.review.note && (
        <p>{t('tradeIn.review.note', { note: trade.review.note })}</p>
      )}
      <div class="ws-no-print">
        <p class="ws-visually-hidden" aria-live="polite">
          {done ? t(`tradeIn.done.${done}` as const) : ''}
        </p>
        {trade.review.state !== 'confirmed' && (
          <>
            <FormAlert message={review.confirm.formError.value} />
            <button
              type="button"
              class="ws-button"
              aria-disabled={review.confirm.submitting.value}
              onClick={() => void review.confirmOffer()}
            >
              {t('tradeIn.confirm')}
            </button>
          </>
        )}
        <form
          ref={formRef}
          noValidate
          aria-labelledby="jacket-trade-counter"
          onSubmit={(event) => {
            event.preventDefault();
            void review.sendCounter().then((ok) => ok || focusFirstInvalid(formRef.current));
          }}
        >
          <h3 id="jacket-trade-counter">{t('tradeIn.counterTitle')}</h3>
          <FormAlert message={review.counter.formError.value} />
          <TextField
            label={t('tradeIn.counterOffer')}
            name="offer"
            inputMode="numeric"
            hint={t('tradeIn.counterHint')}
            value={review.counter.values.value.offer}
            error={review.counter.fieldErrors.value.offer}
            onValue={(value) => review.setOffer(value)}
          />
          <TextAreaField
            label={t('tradeIn.counterNote')}
            name="note"
            hint={t('tradeIn.counterNoteHint')}
            maxLength={TRADE_REVIEW_NOTE_MAX}
            rows={3}
            value={review.counter.values.value.note}
            error={review.counter.fieldErrors.value.note}
            onValue={(value) => review.setNote(value)}
          />
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={review.counter.submitting.value}>
            {t('tradeIn.sendCounter')}
          </button>
        </form>
      </div>
    </>
  );
}

function reviewText(review: JacketTradeIn['review']): string {
  if (review.state === 'none') return t('tradeIn.review.none');
  const at = formatIsoTime(review.at);
  if (review.state === 'confirmed') return t('tradeIn.review.confirmed', { by: review.by, at });
  return t('tradeIn.review.countered', {
    old: money(review.oldOffer),
    new: money(review.newOffer),
    by: review.by,
    at,
  });
}
