/**
 * What other pages show of a reservation: the "Reserved" badge of a vehicle another shopper holds, and the
 * shopper's own reservation (amount, receipt, hold end, refund deadline) on the deal, the garage and the certificate.
 * Shown, never acted on: its words are a small part of their own.
 */
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import type { ReservationSummary } from '../../contract/reservation.ts';
import type { DepositOffer } from '../../contract/deposit-offer.ts';
import { formatMoney, formatMoneyCents } from '../../lib/format.ts';
import { intlLocale, t, type MessageKey } from '../../lib/i18n/index.ts';

/** 'Dec 3, 2026, 4:05 PM' in the shopper's language and time zone. */
export const formatDateTime = (iso: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** 'Dec 8, 2026'. */
export const formatDay = (iso: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso));

/** A deposit in dollars and cents: 50000 → '$500.00'. */
export const formatDeposit = (cents: number): string => formatMoneyCents(cents / 100);

/** The offer in a line: 'Reserve it for $500 — refundable for 7 days'. */
export function offerLine(offer: DepositOffer): string {
  const amount = formatMoney(offer.amountCents / 100);
  return offer.refundDays > 0
    ? t('reserveSummary.offer', { amount, days: offer.refundDays })
    : t('reserveSummary.offerNoRefund', { amount });
}

/** The reservations worth showing elsewhere: paid ones and those under way (a decline or a cancel left nothing). */
export function showsSummary(summary: ReservationSummary | null | undefined): summary is ReservationSummary {
  return !!summary && !['DECLINED', 'CANCELLED'].includes(summary.status);
}

export function ReservedBadge({ class: className = '' }: { class?: string }) {
  return <span class={`badge badge--reserved ${className}`}>{t('reserveSummary.badge')}</span>;
}

type Props = {
  summary: ReservationSummary;
  /** The deal it is on: a link to its reserved page. */
  dealId?: string | undefined;
  /** The heading's level where it is shown. */
  level?: 2 | 3;
};

export function ReservationSummaryView({ summary, dealId, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const held = summary.status === 'HELD';
  return (
    <section class="reservation-summary" aria-label={t('reserveSummary.heading')}>
      <Heading class="reservation-summary__heading">{t('reserveSummary.heading')}</Heading>
      <dl class="reservation-summary__list">
        <div>
          <dt>{t('reserveSummary.status')}</dt>
          <dd>{t(`reserveSummary.status.${summary.status}` as MessageKey)}</dd>
        </div>
        <div>
          <dt>{t('reserveSummary.amount')}</dt>
          <dd>{formatDeposit(summary.amountCents)}</dd>
        </div>
        {summary.receiptNumber && (
          <div>
            <dt>{t('reserveSummary.receipt')}</dt>
            <dd>{summary.receiptNumber}</dd>
          </div>
        )}
        {held && summary.holdUntil && (
          <div>
            <dt>{t('reserveSummary.heldUntil')}</dt>
            <dd>{formatDateTime(summary.holdUntil)}</dd>
          </div>
        )}
        {summary.refundableUntil && summary.status !== 'REFUNDED' && (
          <div>
            <dt>{t('reserveSummary.refundableUntil')}</dt>
            <dd>{formatDay(summary.refundableUntil)}</dd>
          </div>
        )}
      </dl>
      {dealId && summary.receiptNumber && (
        <Link href={href('reservation', { dealId })}>{t('reserveSummary.view')}</Link>
      )}
    </section>
  );
}
