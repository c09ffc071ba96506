/** Pieces every sign-online page uses: the page frame, the alerts, the way back, the sign-in prompt. */
import '../../lib/i18n/parts/contracting.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import { withRedirect, SignInLink } from '../auth/index.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import type { BetterOffer, UnavailableReason } from '../../contract/contracting.ts';

/** The steps before signing is done: the code, the consent, the contract. */
export const SIGN_ONLINE_STEPS = 3;

export function SignOnlinePage({
  heading,
  step,
  children,
}: {
  heading: string;
  /** 1 to SIGN_ONLINE_STEPS: shows 'Step 2 of 3' before the heading. */
  step?: number;
  children: ReactNode;
}) {
  const progress = step ? t('contracting.progress', { step, total: SIGN_ONLINE_STEPS }) : undefined;
  return (
    <section class="page page--narrow sign-online">
      <PageHeading progress={progress}>{heading}</PageHeading>
      {children}
    </section>
  );
}

export function BackToDeal({ dealId, primary = false }: { dealId: string; primary?: boolean }) {
  return (
    <Link href={href('deal', { dealId })} class={`button ${primary ? 'button--primary' : 'button--secondary'}`}>
      {t('contracting.backToDeal')}
    </Link>
  );
}

/** Seed 000 §2: visitors without a profile see a sign-in and create-account prompt; both come back here. */
export function SignInFirst({ here }: { here: string }) {
  return (
    <SignOnlinePage heading={t('contracting.signIn.heading')}>
      <div class="card signin-prompt">
        <p>{t('contracting.signIn.body')}</p>
        <div class="account-prompt__actions">
          <SignInLink class="button button--primary" target={here}>
            {t('contracting.signIn.signIn')}
          </SignInLink>
          <Link href={withRedirect(href('register'), here)} class="button button--secondary">
            {t('contracting.signIn.create')}
          </Link>
        </div>
      </div>
    </SignOnlinePage>
  );
}

/** The reasons that are fixed on the finance options page: the way there comes first. */
const OFFER_REASONS: readonly UnavailableReason[] = ['CHOOSE_OFFER', 'OFFER_CHANGED'];

/**
 * A cash deal, one without a saved finance or lease payment, or one whose approved offers are to be
 * chosen (again) first: why, and the way to fix it or back to the deal.
 */
export function Unavailable({
  dealId,
  reason,
  better = null,
}: {
  dealId: string;
  reason: UnavailableReason;
  better?: BetterOffer | null;
}) {
  const offers = OFFER_REASONS.includes(reason);
  const heading =
    reason === 'CHOOSE_OFFER' || reason === 'OFFER_CHANGED'
      ? t(`contracting.unavailable.${reason}_heading`)
      : t('contracting.unavailable.heading');
  return (
    <SignOnlinePage heading={heading}>
      <div class="card">
        <p>{t(`contracting.unavailable.${reason}`)}</p>
        {offers && <BetterOfferNote better={better} dealId={dealId} link={false} />}
        <div class="register__actions">
          {offers && (
            <Link href={href('financeOptions', { dealId })} class="button button--primary">
              {t('contracting.unavailable.toOptions')}
            </Link>
          )}
          <BackToDeal dealId={dealId} primary={!offers} />
        </div>
      </div>
    </SignOnlinePage>
  );
}

/** An approval with a lower monthly payment than the deal's: named, with the way to choose it. */
export function BetterOfferNote({
  better,
  dealId,
  link = true,
}: {
  better: BetterOffer | null;
  dealId: string;
  link?: boolean;
}) {
  if (!better) return null;
  return (
    <p class="notice notice--info">
      {t('contracting.better', {
        lender: better.lenderName,
        payment: formatMoney(better.monthlyPayment),
        apr: formatPercent(better.apr),
        term: better.term,
      })}
      {link && (
        <>
          {' '}
          <Link href={href('financeOptions', { dealId })}>{t('contracting.better.link')}</Link>
        </>
      )}
    </p>
  );
}
