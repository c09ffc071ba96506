/**
 * The word that the down payment asked for could not be kept (the lender's or the deal's bounds moved
 * it): rare, so it comes in a chunk of its own when it is first needed, not with the deal page.
 */
import '../../lib/i18n/parts/deal.ts';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import type { DealModel } from './model.ts';

export function DownPaymentChange({ model }: { model: DealModel }) {
  const change = model.downPaymentChange.value;
  return (
    <Dialog
      open={change !== null}
      title={t('deal.downChange.title')}
      onClose={model.dismissDownPaymentChange}
      size="small"
      actions={
        <button type="button" class="button button--primary" data-autofocus onClick={model.dismissDownPaymentChange}>
          {t('deal.downChange.ok')}
        </button>
      }
    >
      {change && (
        <p>
          {t('deal.downChange.body', {
            amount: formatMoney(change.actual),
            requested: formatMoney(change.requested),
          })}
        </p>
      )}
    </Dialog>
  );
}
