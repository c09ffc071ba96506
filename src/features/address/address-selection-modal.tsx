/**
 * The address selection modal (seed 001 §2 "Address form and selection modal", §4 step 3): the
 * 'Entered Address', the 'Suggestions' with a Select button each (the list scrolls past 13rem),
 * a flag on commercial addresses, 'Edit Address' and 'Use the address as entered'. Title and
 * subtitle by the rules of rules.ts. 'Edit Address', the close button, Esc and a click on the
 * backdrop all cancel (step 4). Loaded on demand by `AddressFields`.
 */
import '../../lib/i18n/parts/address.ts';
import { useId } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { formatFullAddress } from '../../contract/address.ts';
import type { AddressSelection, AddressVerification } from './model.ts';
import { selectionModalSubtitle, selectionModalTitle } from './rules.ts';

type Props = { verification: AddressVerification; selection: AddressSelection };

export default function AddressSelectionModal({ verification, selection }: Props) {
  const enteredId = useId();
  const suggestionsId = useId();
  const { entered, suggestions } = selection;
  const cancel = () => verification.cancel();
  return (
    <Dialog
      open
      title={t(selectionModalTitle(suggestions))}
      onClose={cancel}
      actions={
        <>
          <button type="button" class="button button--secondary" onClick={cancel}>
            {t('address.modal.edit')}
          </button>
          <button type="button" class="button button--primary" onClick={() => verification.useAsEntered()}>
            {t('address.modal.useAsEntered')}
          </button>
        </>
      }
    >
      <p class="address-selection__subtitle">{t(selectionModalSubtitle(suggestions))}</p>
      <section class="address-selection__block" aria-labelledby={enteredId}>
        <h3 id={enteredId} class="address-selection__heading">
          {t('address.modal.entered')}
        </h3>
        <p class="address-selection__address">
          {formatFullAddress({
            street1: entered.address,
            street2: entered.address2,
            city: entered.city,
            state: entered.stateCode,
            zipCode: entered.zipCode,
          })}
        </p>
      </section>
      {suggestions.length > 0 && (
        <section class="address-selection__block" aria-labelledby={suggestionsId}>
          <h3 id={suggestionsId} class="address-selection__heading">
            {t('address.modal.suggestions')}
          </h3>
          <ul class="address-selection__list">
            {suggestions.map((match) => (
              <li key={match.address.fullAddress} class="address-selection__item">
                <span class="address-selection__address">
                  {match.address.fullAddress}
                  {match.businessAddress && (
                    <span class="badge badge--info address-selection__flag">{t('address.modal.commercialFlag')}</span>
                  )}
                </span>
                <button
                  type="button"
                  class="button button--secondary"
                  aria-label={t('address.modal.selectAddress', { address: match.address.fullAddress })}
                  onClick={() => verification.choose(match)}
                >
                  {t('address.modal.select')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
