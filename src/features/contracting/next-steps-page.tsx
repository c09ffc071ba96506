/**
 * Next steps after signing online (seed 000 §2 "next-steps"): the dealer reviews the contract and
 * confirms it with the lender, the documents to bring, pick-up or delivery, and the ways to reach
 * the dealer. Shown only for a signed contract (the page's guard sends anyone else to their step).
 */
import '../../lib/i18n/parts/contracting.ts';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import type { ContractingState } from '../../contract/contracting.ts';
import type { ContractingModel } from './model.ts';
import { documentsToBring } from './rules.ts';
// The links alone: the visits feature's index would bring its API and the contact feature's with it.
import { contactDealerHref, driveAtHomeHref } from '../visits/index.ts';
import { BackToDeal, SignOnlinePage } from './sign-online-parts.tsx';
import { DocumentsPanel } from '../documents/index.ts';

function Step({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <li>
      <section aria-labelledby={id}>
        <h2 id={id}>{heading}</h2>
        {children}
      </section>
    </li>
  );
}

export function NextStepsPage({ model, state }: { model: ContractingModel; state: ContractingState }) {
  const contract = state.contract;
  const signature = state.signature;
  if (!contract || !signature) return null;
  const { vehicle, dealer, quote } = contract;
  const dealId = model.dealId;
  return (
    <SignOnlinePage heading={t('contracting.next.heading')}>
      <p>
        {t('contracting.next.lead', {
          vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`,
          date: formatDate(signature.signedAt),
        })}
      </p>
      <p class="muted">{t('contracting.next.copy')}</p>
      <ol class="card next-steps">
        <Step heading={t('contracting.next.review.heading')}>
          <p>
            {t(quote.lease ? 'contracting.next.review.LEASE' : 'contracting.next.review.FINANCE', {
              dealer: dealer.name,
              lender: quote.financier.name,
            })}
          </p>
        </Step>
        <Step heading={t('contracting.next.documents.heading')}>
          <ul>
            {documentsToBring(contract).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Step>
        <Step heading={t('contracting.next.delivery.heading')}>
          <p>
            {t('contracting.next.delivery.body', {
              dealer: dealer.name,
              address: `${dealer.address}, ${dealer.city}, ${dealer.stateCode} ${dealer.zipCode}`,
            })}
          </p>
          <div class="account-prompt__actions">
            <Link href={driveAtHomeHref(dealId)} class="button button--secondary">
              {t('contracting.next.driveAtHome')}
            </Link>
            <Link href={contactDealerHref(vehicle.id)} class="button button--secondary">
              {t('contracting.next.contactDealer')}
            </Link>
          </div>
        </Step>
      </ol>
      <DocumentsPanel dealId={dealId} />
      <div class="register__actions">
        <BackToDeal dealId={dealId} />
        <Link href={href('contractConfirmation', { dealId })} class="button button--primary">
          {t('contracting.next.viewContract')}
        </Link>
      </div>
    </SignOnlinePage>
  );
}
