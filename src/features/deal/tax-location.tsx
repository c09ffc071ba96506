/**
 * Taxes where the shopper lives: the words of the tax rate and its reason, and
 * the deal page's small ZIP form that re-prices the deal at the shopper's ZIP.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useId, useMemo } from 'react';
import { createForm, required } from '../../lib/forms/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { TextField } from '../../lib/ui/text-field.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import type { Deal, TaxLocation } from '../../contract/deal.ts';
import { formatTaxRate, stateName } from './format.ts';
import type { DealModel } from './model.ts';
import { initialTaxZip, taxRateExplanation, taxZipRule } from './rules.ts';

/**
 * A tax rate in words: '8.625%: California 7.25% + San Francisco, CA 1.375%' and why this place
 * ('for ZIP 94110, where you live'); the bare rate and no reason when the deal's location did not
 * price it.
 */
export function taxRateWords(tax: TaxLocation | undefined, ratePercent: number): { rate: string; why: string | null } {
  const explained = tax ? taxRateExplanation(tax, ratePercent) : null;
  if (!tax || !explained) return { rate: formatTaxRate(ratePercent), why: null };
  const rate = formatTaxRate(ratePercent);
  const state = stateName(tax.stateCode);
  return {
    rate: explained.local
      ? t('deal.tax.rateLocal', {
          rate,
          state,
          statePercent: formatTaxRate(tax.statePercent),
          place: tax.localName ?? '',
          localPercent: formatTaxRate(tax.localPercent),
        })
      : t('deal.tax.rateState', { rate, state }),
    why: t(explained.why, { zip: tax.zip }),
  };
}

export function createTaxZipForm(initial: string) {
  return createForm({ zip: { label: 'deal.tax.zip', initial, rules: [required, taxZipRule] } });
}

/** The deal's tax rate and where it comes from, with the form that changes its ZIP. */
export function TaxLocationSection({
  model,
  deal,
  onZipGiven,
}: {
  model: DealModel;
  deal: Deal;
  /** The shopper's ZIP, once it priced the deal: where they live, which later forms start from. */
  onZipGiven?: (zip: string) => void;
}) {
  const headingId = useId();
  const form = useMemo(() => createTaxZipForm(initialTaxZip(deal.tax)), [deal.dealId]);
  const busy = form.submitting.value;
  const words = taxRateWords(deal.tax, deal.tax.statePercent + deal.tax.localPercent);
  const submitZip = () =>
    form.submit(async ({ zip }) => {
      const updated = await model.setTaxZip(zip.trim());
      onZipGiven?.(zip.trim());
      form.reset({ zip: initialTaxZip(updated.tax) });
    });
  // Back to the next known ZIP: nothing typed to check, so no validation.
  const clearZip = async () => {
    try {
      const updated = await model.setTaxZip(null);
      form.reset({ zip: initialTaxZip(updated.tax) });
    } catch {
      form.setFormError([t('forms.unexpected')]);
    }
  };
  return (
    <section class="deal-tax" aria-labelledby={headingId}>
      <h2 id={headingId} class="deal__subheading">
        {t('deal.tax.heading')}
      </h2>
      <p role="status">{t('deal.tax.summary', { rate: words.rate, why: words.why ?? '' })}</p>
      <p class="muted">{t('deal.tax.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitZip();
        }}
      >
        <FormErrors messages={form.formError.value} />
        <TextField form={form} name="zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
        <button type="submit" class="button button--secondary" disabled={busy} aria-busy={busy}>
          {busy ? t('deal.tax.updating') : t('deal.tax.submit')}
        </button>
        {deal.tax.basis === 'DEAL_PAGE' && (
          <button type="button" class="button button--link" disabled={busy} onClick={() => void clearZip()}>
            {t('deal.tax.clear')}
          </button>
        )}
      </form>
    </section>
  );
}
