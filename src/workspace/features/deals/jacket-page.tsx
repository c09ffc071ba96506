/**
 * The deal jacket: the shopper's deal as the store takes it over, every figure as the shopper saw it,
 * a manager's price lock, the shopper's reservation (released, extended or refunded here), and "Print deal sheet" (the print style sheet leaves the workspace's frame
 * and forms out, so the page prints as the sheet a desk manager puts in the physical jacket). The
 * applicants' birth dates and incomes are masked until the member asks to see them (a logged reveal).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { CashDeal, FinanceQuote, LeaseQuote, PriceBreakdown } from '../../../contract/deal.ts';
import { dollars, formatDate, formatPhone } from '../../../contract/format.ts';
import { HOLD_EXTEND_HOURS_MAX } from '../../../contract/reservation.ts';
import { PRICE_LOCK_MAX_DAYS, type DealJacket } from '../../../contract/workspace-deals.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { intlLocale, t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, TextField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatDateTime, formatIsoTime } from '../../lib/format.ts';
import { PageTitle, RecordPage } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { createJacketModel, refundableCents, type JacketModel, type ReservationDone } from './jacket-model.ts';
import { JacketDocuments } from './jacket-documents.tsx';
import { JacketTrade } from './jacket-trade.tsx';

/** To the cent: the jacket is the figures a desk honours. */
const money = (n: number) => dollars(n, 2, intlLocale());

/** What a masked value shows: the same for every person, so it tells nothing of the value. */
const MASKED_DATE = '••/••/••••';
const MASKED_MONEY = '$•••••';

export default function JacketPage({ params, model: given }: { params: { id?: string }; model?: JacketModel }) {
  const { session } = useWorkspaceEnv();
  const id = params.id ?? '';
  const model = usePageModel(() => given ?? createJacketModel({ id, onUnauthorized: () => session.expire() }), [id]);
  return (
    <>
      <p class="ws-back ws-no-print">
        <Link href={href('deals')}>{t('jacket.back')}</Link>
      </p>
      <RecordPage
        state={model.jacket.value}
        title={t('jacket.titleShort')}
        notFound={{ title: t('jacket.notFound'), body: t('jacket.notFoundBody') }}
        onRetry={() => void model.load()}
      >
        {(jacket) => <Jacket jacket={jacket} model={model} />}
      </RecordPage>
    </>
  );
}

function Jacket({ jacket, model }: { jacket: DealJacket; model: JacketModel }) {
  const { session } = useWorkspaceEnv();
  const manager = session.me.value?.role !== 'AGENT';
  return (
    <>
      <PageTitle>{t('jacket.title', { vehicle: jacket.vehicle.label })}</PageTitle>
      <p class="ws-jacket__meta">
        {t('jacket.meta', {
          dealer: jacket.dealer.name,
          updated: formatIsoTime(jacket.updatedAt),
          stage: t(`jacket.stage.${jacket.status.stage}` as MessageKey),
        })}
      </p>
      <p class="ws-no-print">
        <button type="button" class="ws-button" onClick={() => window.print()}>
          {t('jacket.print')}
        </button>
      </p>
      <div class="ws-jacket">
        <section aria-labelledby="jacket-shopper">
          <h2 id="jacket-shopper">{t('jacket.shopper')}</h2>
          {jacket.shopper ? (
            <dl class="ws-facts">
              <dt>{t('lead.name')}</dt>
              <dd>{jacket.shopper.name}</dd>
              <dt>{t('lead.email')}</dt>
              <dd>
                <a href={`mailto:${jacket.shopper.email}`}>{jacket.shopper.email}</a>
              </dd>
              <dt>{t('lead.phone')}</dt>
              <dd>
                {jacket.shopper.phone ? (
                  <a href={`tel:${jacket.shopper.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(jacket.shopper.phone)}</a>
                ) : (
                  '—'
                )}
              </dd>
            </dl>
          ) : (
            <p class="ws-muted">{t('jacket.anonymous')}</p>
          )}
        </section>
        <section aria-labelledby="jacket-vehicle">
          <h2 id="jacket-vehicle">{t('jacket.vehicle')}</h2>
          <dl class="ws-facts">
            <dt>{t('jacket.vin')}</dt>
            <dd>{jacket.vehicle.vin}</dd>
            <dt>{t('jacket.stock')}</dt>
            <dd>{jacket.vehicle.stockNumber}</dd>
            <dt>{t('jacket.msrp')}</dt>
            <dd>{money(jacket.vehicle.msrp)}</dd>
            <dt>{t('jacket.salePrice')}</dt>
            <dd>{money(jacket.vehicle.salePrice)}</dd>
          </dl>
        </section>
        <Structure jacket={jacket} />
        <PriceLock jacket={jacket} model={model} manager={manager} />
        <ReservationPanel jacket={jacket} model={model} />
        <JacketTrade jacket={jacket} model={model} />
        <section aria-labelledby="jacket-credit">
          <h2 id="jacket-credit">{t('jacket.credit')}</h2>
          <p>
            {t('jacket.creditLine', {
              tier: t(`jacket.tier.${jacket.credit.tier}` as MessageKey),
              source: t(`jacket.source.${jacket.credit.source}` as MessageKey),
            })}
          </p>
        </section>
        <Items id="jacket-protection" title={t('jacket.protection')} items={jacket.protection} />
        <Items id="jacket-accessories" title={t('jacket.accessories')} items={jacket.accessories} />
        <Items
          id="jacket-offers"
          title={t('jacket.offers')}
          items={jacket.externalOffers.map((o) => ({ name: o.description ?? o.type, price: o.amount ?? 0 }))}
        />
        <section aria-labelledby="jacket-application">
          <h2 id="jacket-application">{t('jacket.application')}</h2>
          {jacket.financeApplication ? (
            <>
              <p>{t(`jacket.applicationStatus.${jacket.financeApplication.status}` as MessageKey)}</p>
              {jacket.financeApplication.decisions.length > 0 && (
                <ul class="ws-list">
                  {jacket.financeApplication.decisions.map((d) => (
                    <li key={d.lender}>
                      {d.decision === 'APPROVED'
                        ? t('jacket.approved', {
                            lender: d.lender,
                            apr: `${(d.apr ?? 0).toFixed(2)}%`,
                            term: String(d.term ?? ''),
                            payment: money(d.monthlyPayment ?? 0),
                          })
                        : t('jacket.declined', { lender: d.lender })}
                    </li>
                  ))}
                </ul>
              )}
              {(jacket.financeApplication.personalOnFile.applicant ||
                jacket.financeApplication.personalOnFile.coApplicant) && (
                <Personal onFile={jacket.financeApplication.personalOnFile} model={model} />
              )}
            </>
          ) : (
            <p class="ws-muted">{t('jacket.none')}</p>
          )}
        </section>
        <JacketDocuments dealId={jacket.id} />
        <section aria-labelledby="jacket-contract">
          <h2 id="jacket-contract">{t('jacket.contract')}</h2>
          <p>
            {jacket.contract
              ? t('jacket.signed', { signer: jacket.contract.signer, at: formatIsoTime(jacket.contract.signedAt) })
              : t('jacket.notSigned')}
          </p>
        </section>
        <section aria-labelledby="jacket-bookings">
          <h2 id="jacket-bookings">{t('jacket.bookings')}</h2>
          {jacket.bookings.length === 0 ? (
            <p class="ws-muted">{t('jacket.none')}</p>
          ) : (
            <ul class="ws-list">
              {jacket.bookings.map((b) => (
                <li key={`${b.kind}-${b.startsAt}`}>
                  {t(`jacket.booking.${b.kind}` as MessageKey)}: {formatDateTime(b.startsAt)} ({b.status})
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="jacket-consents">
          <h2 id="jacket-consents">{t('lead.consents')}</h2>
          {jacket.consents.length === 0 ? (
            <p class="ws-muted">{t('lead.noConsents')}</p>
          ) : (
            <ul class="ws-list">
              {jacket.consents.map((c) => (
                <li key={`${c.kind}-${c.version}-${c.givenAt}`}>
                  {t('lead.consent', { kind: c.kind, version: c.version, at: formatIsoTime(c.givenAt) })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** The payment the shopper chose (or the cash price) and every line of its price, as the shopper's page shows them. */
function Structure({ jacket }: { jacket: DealJacket }) {
  const quote = jacket.quote;
  const b: PriceBreakdown = quote ? quote.breakdown : jacket.cash.breakdown;
  return (
    <section aria-labelledby="jacket-structure" class="ws-jacket__structure">
      <h2 id="jacket-structure">{t(`jacket.type.${jacket.dealType}` as MessageKey)}</h2>
      {quote ? <QuoteSummary quote={quote} /> : <CashSummary cash={jacket.cash} />}
      <table class="ws-lines">
        <caption class="ws-visually-hidden">{t('jacket.lines')}</caption>
        <tbody>
          <Line label={t('jacket.line.price')} amount={b.price} />
          {b.rebates > 0 && <Line label={t('jacket.line.rebates')} amount={-b.rebates} />}
          <Line label={t('jacket.line.docFee')} amount={b.docFee} />
          <Line label={t('jacket.line.registration')} amount={b.registrationFee} />
          {b.protectionProducts > 0 && <Line label={t('jacket.line.protection')} amount={b.protectionProducts} />}
          {b.accessories > 0 && <Line label={t('jacket.line.accessories')} amount={b.accessories} />}
          <Line label={t('jacket.line.tax', { rate: `${b.taxRatePercent}%` })} amount={b.salesTax} />
          {b.tradeEquity !== 0 && <Line label={t('jacket.line.trade')} amount={-b.tradeEquity} />}
          {quote && !quote.lease && <Line label={t('jacket.line.down')} amount={-quote.downPayment} />}
          {quote && !quote.lease && <Line label={t('jacket.line.financed')} amount={quote.amountFinanced} strong />}
          {!quote && <Line label={t('jacket.line.cashPrice')} amount={jacket.cash.cashPrice} strong />}
        </tbody>
      </table>
    </section>
  );
}

function QuoteSummary({ quote }: { quote: FinanceQuote | LeaseQuote }) {
  return (
    <p class="ws-jacket__payment">
      {quote.lease
        ? t('jacket.leasePayment', {
            payment: money(quote.monthlyPayment),
            term: String(quote.term),
            miles: quote.mileageAllowed.toLocaleString(intlLocale()),
            lender: quote.financier.name,
          })
        : t('jacket.financePayment', {
            payment: money(quote.monthlyPayment),
            term: String(quote.term),
            apr: `${quote.apr.toFixed(2)}%`,
            lender: quote.financier.name,
          })}
    </p>
  );
}

function CashSummary({ cash }: { cash: CashDeal }) {
  return <p class="ws-jacket__payment">{t('jacket.cashPayment', { price: money(cash.cashPrice) })}</p>;
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr class={strong ? 'ws-lines__total' : undefined}>
      <th scope="row">{label}</th>
      <td>{money(amount)}</td>
    </tr>
  );
}

function Items({ id, title, items }: { id: string; title: string; items: readonly { name: string; price: number }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p class="ws-muted">{t('jacket.none')}</p>
      ) : (
        <ul class="ws-list">
          {items.map((item) => (
            <li key={item.name}>
              {item.name}: {money(item.price)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The applicants' birth dates and incomes, masked; one button shows them (the server logs each time)
 * and focus moves to them, then the same button hides them again.
 */
function Personal({ onFile, model }: { onFile: { applicant: boolean; coApplicant: boolean }; model: JacketModel }) {
  const valuesRef = useRef<HTMLDivElement>(null);
  const shown = model.personal.value;
  const people = [
    ...(onFile.applicant ? [{ key: 'applicant', title: t('jacket.applicant'), details: shown?.applicant }] : []),
    ...(onFile.coApplicant
      ? [{ key: 'coApplicant', title: t('jacket.coApplicant'), details: shown?.coApplicant }]
      : []),
  ] as const;
  const fact = <T,>(value: T | null | undefined, masked: string, format: (value: T) => string) =>
    !shown ? <Masked text={masked} /> : value === null || value === undefined ? t('jacket.notGiven') : format(value);
  return (
    <>
      <h3 id="jacket-personal">{t('jacket.personal')}</h3>
      <div ref={valuesRef} class="ws-personal" role="group" aria-labelledby="jacket-personal" tabIndex={-1}>
        {people.map((p) => (
          <div key={p.key}>
            <h4>{p.title}</h4>
            <dl class="ws-facts">
              <dt>{t('jacket.birthDate')}</dt>
              <dd>{fact(p.details?.dateOfBirth, MASKED_DATE, formatDate)}</dd>
              <dt>{t('jacket.grossIncome')}</dt>
              <dd>{fact(p.details?.grossAnnualIncome, MASKED_MONEY, income)}</dd>
              <dt>{t('jacket.otherIncome')}</dt>
              <dd>{fact(p.details?.otherAnnualIncome, MASKED_MONEY, income)}</dd>
            </dl>
          </div>
        ))}
      </div>
      <div class="ws-no-print">
        <FormAlert message={model.reveal.formError.value} />
        {!shown && <p class="ws-muted">{t('jacket.personalLogged')}</p>}
        {/* One button either way: hiding keeps focus where it was. */}
        <button
          type="button"
          class="ws-button"
          aria-disabled={model.reveal.submitting.value}
          onClick={() =>
            shown
              ? model.hidePersonal()
              : void model.revealPersonal().then((ok) => ok && setTimeout(() => valuesRef.current?.focus(), 0))
          }
        >
          {shown ? t('jacket.hidePersonal') : t('jacket.showPersonal')}
        </button>
      </div>
    </>
  );
}

/** Whole dollars a year, as the shopper typed them. */
const income = (n: number) => dollars(n, 0, intlLocale());

/** Bullets for the eye; "hidden" for a screen reader, which would read the bullets one by one. */
function Masked({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span class="ws-visually-hidden">{t('jacket.masked')}</span>
    </>
  );
}

function PriceLock({ jacket, model, manager }: { jacket: DealJacket; model: JacketModel; manager: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const lock = jacket.priceLock;
  return (
    <section aria-labelledby="jacket-lock">
      <h2 id="jacket-lock">{t('jacket.lock')}</h2>
      <p role="status">
        {lock
          ? t('jacket.locked', { price: money(lock.salePrice), until: formatDate(lock.until), by: lock.by })
          : t('jacket.notLocked')}
      </p>
      {manager && (
        <div class="ws-no-print">
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void model.lockPrice().then((ok) => ok || focusFirstInvalid(formRef.current));
            }}
          >
            <FormAlert message={model.lock.formError.value} />
            <TextField
              label={t('jacket.lockDays', { max: String(PRICE_LOCK_MAX_DAYS) })}
              name="days"
              inputMode="numeric"
              value={model.lock.values.value.days}
              error={model.lock.fieldErrors.value.days}
              onValue={(value) => model.setDays(value)}
            />
            <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.lock.submitting.value}>
              {lock ? t('jacket.relock') : t('jacket.lockButton')}
            </button>
          </form>
          {lock && (
            <>
              <FormAlert message={model.unlock.formError.value} />
              <button type="button" class="ws-button" onClick={() => void model.unlockPrice()}>
                {t('jacket.unlock')}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

const cents = (n: number) => money(n / 100);

/** The status in words: hold ends at the minute, as the shopper's receipt says them. */
function reservationStatus(r: NonNullable<DealJacket['reservation']>): string {
  const until = r.holdUntil ? formatIsoTime(r.holdUntil) : '';
  return t(`reservation.status.${r.status}` as const, { until, reason: r.declineReason ?? '' });
}

function doneText(done: ReservationDone): string {
  if (done.kind === 'extended') return t('reservation.extended', { until: formatIsoTime(done.until) });
  if (done.kind === 'released') return t('reservation.released');
  return t('reservation.refundDone', { amount: cents(done.amountCents) });
}

/**
 * The shopper's deposit and the hold it buys: the staff extend or release a hold and refund up to what is left,
 * each asked and then confirmed in place (focus moves to the question and back).
 */
function ReservationPanel({ jacket, model }: { jacket: DealJacket; model: JacketModel }) {
  const r = jacket.reservation;
  const extendRef = useRef<HTMLFormElement>(null);
  const refundRef = useRef<HTMLFormElement>(null);
  const done = model.done.value;
  return (
    <section aria-labelledby="jacket-reservation">
      <h2 id="jacket-reservation">{t('reservation.title')}</h2>
      {!r ? (
        <p class="ws-muted">{t('reservation.none')}</p>
      ) : (
        <>
          <p>{reservationStatus(r)}</p>
          <dl class="ws-facts">
            <dt>{t('reservation.amount')}</dt>
            <dd>{cents(r.amountCents)}</dd>
            {r.refundedCents > 0 && (
              <>
                <dt>{t('reservation.refunded')}</dt>
                <dd>{cents(r.refundedCents)}</dd>
              </>
            )}
            {r.receiptNumber && (
              <>
                <dt>{t('reservation.receipt')}</dt>
                <dd>{r.receiptNumber}</dd>
              </>
            )}
            {r.paidAt && (
              <>
                <dt>{t('reservation.paidAt')}</dt>
                <dd>{formatIsoTime(r.paidAt)}</dd>
              </>
            )}
            {r.refundableUntil && r.status !== 'REFUNDED' && (
              <>
                <dt>{t('reservation.refundableUntil')}</dt>
                <dd>{formatIsoTime(r.refundableUntil)}</dd>
              </>
            )}
          </dl>
          <div class="ws-no-print">
            {r.status === 'HELD' && (
              <>
                <form
                  ref={extendRef}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void model.extendHold().then((ok) => ok || focusFirstInvalid(extendRef.current));
                  }}
                >
                  <FormAlert message={model.extend.formError.value} />
                  <TextField
                    label={t('reservation.extendHours', { max: String(HOLD_EXTEND_HOURS_MAX) })}
                    name="hours"
                    inputMode="numeric"
                    value={model.extend.values.value.hours}
                    error={model.extend.fieldErrors.value.hours}
                    onValue={(value) => model.setExtendHours(value)}
                  />
                  <button type="submit" class="ws-button" aria-disabled={model.extend.submitting.value}>
                    {t('reservation.extend')}
                  </button>
                </form>
                <FormAlert message={model.release.formError.value} />
                <Confirm
                  asking={model.confirmingRelease.value}
                  question={t('reservation.releaseAsk')}
                  label={t('reservation.release')}
                  onAsk={() => model.askRelease(true)}
                  yes={t('reservation.releaseYes')}
                  no={t('reservation.releaseNo')}
                  busy={model.release.submitting.value}
                  onYes={() => void model.releaseHold()}
                  onNo={() => model.askRelease(false)}
                />
              </>
            )}
            {refundableCents(r) > 0 && (
              <form
                ref={refundRef}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void model.askRefund().then((ok) => ok || focusFirstInvalid(refundRef.current));
                }}
              >
                <FormAlert message={model.refund.formError.value} />
                <TextField
                  label={t('reservation.refundAmount', { left: cents(refundableCents(r)) })}
                  name="amount"
                  inputMode="decimal"
                  value={model.refund.values.value.amount}
                  error={model.refund.fieldErrors.value.amount}
                  onValue={(value) => model.setRefundAmount(value)}
                />
                <Confirm
                  asking={model.confirmingRefund.value !== null}
                  question={t('reservation.refundAsk', { amount: cents(model.confirmingRefund.value ?? 0) })}
                  label={t('reservation.refund')}
                  submit
                  yes={t('reservation.refundYes', { amount: cents(model.confirmingRefund.value ?? 0) })}
                  no={t('reservation.refundNo')}
                  busy={model.refund.submitting.value}
                  onYes={() => void model.refundNow()}
                  onNo={() => model.cancelRefund()}
                />
              </form>
            )}
          </div>
        </>
      )}
      <p role="status" class="ws-no-print">
        {done ? doneText(done) : ''}
      </p>
    </section>
  );
}

/**
 * A button that asks first: pressed, it gives way to the question and a yes and a no (focus on the yes);
 * answered, the button comes back with the focus.
 */
function Confirm(props: {
  asking: boolean;
  question: string;
  label: string;
  yes: string;
  no: string;
  busy: boolean;
  /** The button submits its form (which checks the input before asking); otherwise it asks at once. */
  submit?: boolean;
  onAsk?: () => void;
  onYes: () => void;
  onNo: () => void;
}) {
  const yesRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (props.asking) yesRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = props.asking;
  }, [props.asking]);
  if (!props.asking)
    return (
      <p>
        <button
          ref={askRef}
          type={props.submit ? 'submit' : 'button'}
          class="ws-button"
          onClick={props.submit ? undefined : props.onAsk}
        >
          {props.label}
        </button>
      </p>
    );
  return (
    <div class="ws-actions" role="group" aria-label={props.label}>
      <p>{props.question}</p>
      <button
        ref={yesRef}
        type="button"
        class="ws-button ws-button--primary"
        aria-disabled={props.busy}
        onClick={props.onYes}
      >
        {props.yes}
      </button>
      <button type="button" class="ws-button" onClick={props.onNo}>
        {props.no}
      </button>
    </div>
  );
}
