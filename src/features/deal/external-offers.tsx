/**
 * The automaker program's offers (seed 000 §4 "External-offer line items", §5, §9): one line item
 * per type, added, replaced or removed by type, saved with empty items dropped, compared with the
 * saved deal. Shown only when the campaign has a programId.
 */
import '../../lib/i18n/parts/deal.ts';
import { useId, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import type { DealModel } from './model.ts';
import { parseAmount, type OfferComparison } from './rules.ts';

/** The program's offer types, in the order the select lists them. */
export const PROGRAM_OFFER_TYPES = [
  'LOYALTY',
  'CONQUEST',
  'MILITARY',
  'COLLEGE_GRAD',
  'FIRST_RESPONDER',
  'BONUS_CASH',
] as const;
type ProgramOfferType = (typeof PROGRAM_OFFER_TYPES)[number];

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
  const ids = { type: useId(), description: useId(), amount: useId() };
  const [type, setType] = useState<ProgramOfferType>(PROGRAM_OFFER_TYPES[0]);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; messages: string[] } | null>(null);
  const items = model.offers.value;

  function onAdd(event: Event) {
    event.preventDefault();
    const parsed = parseAmount(amount);
    if (parsed !== null && Number.isNaN(parsed)) {
      setAmountError(true);
      return;
    }
    setAmountError(false);
    setResult(null);
    model.addOffer({ type, description: description.trim(), amount: parsed });
    setDescription('');
    setAmount('');
  }

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
      <form class="offers__form" noValidate onSubmit={onAdd}>
        <div class="field">
          <label class="field__label" for={ids.type}>
            {t('deal.offers.type')}
          </label>
          <select
            id={ids.type}
            class="field__input"
            value={type}
            onInput={(event) => setType(event.currentTarget.value as ProgramOfferType)}
          >
            {PROGRAM_OFFER_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(OFFER_TYPE_NAMES[value])}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label class="field__label" for={ids.description}>
            {t('deal.offers.description')}
          </label>
          <input
            id={ids.description}
            class="field__input"
            maxLength={200}
            value={description}
            onInput={(event) => setDescription(event.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label class="field__label" for={ids.amount}>
            {t('deal.offers.amount')}
          </label>
          <input
            id={ids.amount}
            class="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amountError ? 'true' : 'false'}
            {...(amountError ? { 'aria-describedby': `${ids.amount}-error` } : {})}
            onInput={(event) => setAmount(event.currentTarget.value)}
          />
          {amountError && (
            <p id={`${ids.amount}-error`} class="field__error">
              {t('deal.offers.amountInvalid')}
            </p>
          )}
        </div>
        <button type="submit" class="button button--secondary offers__add">
          {t('deal.offers.add')}
        </button>
      </form>

      <h3 class="offers__list-heading">{t('deal.offers.list')}</h3>
      {items.length === 0 ? (
        <p class="muted">{t('deal.offers.empty')}</p>
      ) : (
        <ul class="offers__list">
          {items.map((item) => (
            <li key={item.type} class="offers__item">
              <span class="offers__name">{offerTypeName(item.type)}</span>
              {item.description && <span class="muted">{item.description}</span>}
              <span class="offers__amount">
                {item.amount !== null && item.amount > 0 ? formatMoney(item.amount) : t('deal.offers.noAmount')}
              </span>
              <button
                type="button"
                class="button button--link"
                onClick={() => model.removeOffer(item.type)}
                aria-label={t('deal.offers.remove', { type: offerTypeName(item.type) })}
              >
                {t('deal.offers.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <Comparison comparison={model.offerComparison.value} />

      <button type="button" class="button button--primary" disabled={saving} aria-busy={saving} onClick={onSave}>
        {saving ? t('deal.offers.saving') : t('deal.offers.save')}
      </button>
      <div aria-live="polite">{result?.ok && <p class="notice notice--success">{t('deal.offers.saved')}</p>}</div>
      {result && !result.ok && (
        <div class="error-state" role="alert">
          {result.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </section>
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
