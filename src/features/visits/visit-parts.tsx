/** Pieces every visit page uses: the scope of its calls, the vehicle line, the day and time choice. */
import '../../lib/i18n/parts/visits.ts';
import { useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import type { FieldSpecs, Form } from '../../lib/forms/index.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { SelectField } from '../../lib/ui/select-field.tsx';
import type { LeadScope, VisitDealer, VisitVehicle } from '../../contract/visits.ts';
import type { SlotChoice } from './model.ts';
import { vehicleTitle, visitDayLabel, visitTimeLabel, zoneLabel } from './rules.ts';

/** A query value of the page's own URL ('' when absent). */
export function useQueryValue(name: string): string {
  return new URLSearchParams(useSearch()).get(name) ?? '';
}

/** The campaign and dealer of the page, and the certificate the shopper came from (`?certificateId=`). */
export function useVisitScope(): LeadScope {
  const { context } = useEnv();
  const certificateId = useQueryValue('certificateId');
  return { campaign: context.campaign.slug, dealer: context.dealer?.id ?? null, certificateId: certificateId || null };
}

/** '2026 Honda Accord EX · Stock #A1234'. */
export function VehicleLine({ vehicle }: { vehicle: VisitVehicle }) {
  return (
    <p class="muted">
      <strong>{vehicleTitle(vehicle)}</strong> · {t('visits.vehicleStock', { stock: vehicle.stockNumber })}
    </p>
  );
}

type SlotFieldsProps<F extends FieldSpecs> = {
  form: Form<F>;
  choice: SlotChoice;
  dealer: VisitDealer;
};

/**
 * The day (a native select of the offered days, MM/DD/YYYY) and the time (one radio group: one
 * tab stop, arrows move), at the dealership's wall clock, which the note names.
 */
export function SlotFields<F extends FieldSpecs>({ form, choice, dealer }: SlotFieldsProps<F>) {
  const lang = locale.value;
  const days = choice.days.value;
  const times = choice.times.value;
  if (days.length === 0) return <p class="notice notice--info">{t('visits.noSlots')}</p>;
  return (
    <>
      <SelectField
        form={form}
        name="date"
        options={days.map((d) => ({ value: d.date, label: visitDayLabel(d.date, lang) }))}
        placeholder={t('visits.field.datePlaceholder')}
        required
        onChange={choice.setDay}
      />
      {times.length > 0 ? (
        <RadioGroupField
          form={form}
          name="time"
          options={times.map((time) => ({ value: time, label: visitTimeLabel(time) }))}
          layout="row"
          required
        />
      ) : form.fieldError('time') ? (
        <p class="field__error">{form.fieldError('time')}</p>
      ) : (
        <p class="muted">{t('visits.pickDayFirst')}</p>
      )}
      <p class="muted">
        {t('visits.dealerTime', { dealer: dealer.name, zone: zoneLabel(new Date(), dealer.timeZone, lang) })}
      </p>
    </>
  );
}

/** A thank-you page's list of what was booked or sent. */
export function Summary({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl class="specs card">
      {rows.map((row) => (
        <div key={row.label} class="specs__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
