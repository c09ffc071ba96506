/** Pieces every trade-in page uses: the focused heading, the step guard, the summary rows and the done state. */
import '../../lib/i18n/parts/trade.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { PageHeading as SharedHeading } from '../../lib/ui/page-heading.tsx';
import { openGhostModal } from '../ghost/index.ts';
import { withRedirect } from '../auth/index.ts';
import { SignInLink } from '../auth/sign-in-link.tsx';
import { saveWorkTarget } from '../shell/index.ts';
import type { Trade } from './api.ts';
import type { TradeModel } from './model.ts';
import {
  firstMissingStep,
  isNegativeEquity,
  signedDollars,
  STEP_ROUTES,
  TRADE_STEPS,
  type TradeStep,
} from './rules.ts';

/** The page's heading, focused when it shows; `step` adds 'Step 2 of 4' before the title. */
export function PageHeading({ children, step }: { children: ReactNode; step?: TradeStep }) {
  const progress = step
    ? t('trade.progress', { step: TRADE_STEPS.indexOf(step) + 1, total: TRADE_STEPS.length })
    : undefined;
  return (
    <SharedHeading className="trade__heading" progress={progress}>
      {children}
    </SharedHeading>
  );
}

/**
 * Where a step's page must send the shopper instead (a step reached without its
 * predecessors goes to the first missing one), or null when the step may show.
 */
export function stepRedirect(model: TradeModel, target: TradeStep | 'appraisal'): string | null {
  const missing = firstMissingStep(model.complete.value, target);
  return missing ? href(STEP_ROUTES[missing]) : null;
}

/** Visitors (seed 000 §2): sign in, or create an account, and come back to /trade. */
export function SignInPrompt() {
  const { context } = useEnv();
  const target = href('trade');
  const create = saveWorkTarget(context.campaign);
  return (
    <section class="card signin-prompt" aria-labelledby="trade-signin">
      <h2 id="trade-signin">{t('trade.signIn.heading')}</h2>
      <p>{t('trade.signIn.body')}</p>
      <div class="account-prompt__actions">
        <SignInLink class="button button--primary" target={target}>
          {t('trade.signIn.signIn')}
        </SignInLink>
        {create.kind === 'ghost-modal' ? (
          <button
            type="button"
            class="button button--secondary"
            onClick={() => openGhostModal({ redirectPath: target })}
          >
            {t('trade.signIn.create')}
          </button>
        ) : (
          <Link href={withRedirect(create.path, target)} class="button button--secondary">
            {t('trade.signIn.create')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Label and value rows (a description list): the breakdown, the payoff and the net. */
export function Rows({ rows }: { rows: readonly (readonly [string, ReactNode, string?])[] }) {
  return (
    <dl class="trade-rows">
      {rows.map(([label, value, className]) => (
        <div key={label} class={className}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The net cash offer, or the negative equity said as such with what happens to it. */
export function NetCashOffer({ net }: { net: number }) {
  if (!isNegativeEquity(net)) {
    return (
      <p class="trade-net">
        {t('trade.net')}: <strong>{formatMoney(net)}</strong>
      </p>
    );
  }
  return (
    <div class="trade-net trade-net--negative">
      <p>
        <strong>{t('trade.net.negative', { amount: signedDollars(net, formatMoney) })}</strong>
      </p>
      <p>{t('trade.net.negativeExplained')}</p>
    </div>
  );
}

/** A saved trade at a glance: vehicle, offer, payoff, net, expiry and the shopper's choice. */
export function TradeSummary({ trade }: { trade: Trade }) {
  const rows: [string, ReactNode][] = [
    [t('trade.info.vehicle'), trade.vehicleName],
    [t('trade.field.vin'), trade.vin],
    [t('trade.offer'), formatMoney(trade.offer)],
  ];
  if (trade.payoff > 0) {
    if (trade.lender) rows.push([t('trade.lender'), trade.lender]);
    rows.push([t('trade.payoff'), formatMoney(trade.payoff)]);
  }
  rows.push([t('trade.indicator'), t(`trade.indicator.${trade.indicator}`)]);
  return (
    <>
      <Rows rows={rows} />
      <NetCashOffer net={trade.netCashOffer} />
      <p class="muted">
        {trade.expired
          ? t('trade.current.expired', { date: formatDate(trade.expiresAt) })
          : t('trade.current.expires', { date: formatDate(trade.expiresAt) })}
      </p>
    </>
  );
}

/** Where a shopper goes from here: their deals (My Garage) when the campaign has it, else home. */
export function OnwardLink() {
  const { context } = useEnv();
  const garage = !context.campaign.disabledPages.includes('garage');
  return (
    <Link href={garage ? href('garage') : href('home')} class="button button--primary">
      {t(garage ? 'trade.toGarage' : 'trade.toHome')}
    </Link>
  );
}

/** 'Value another vehicle': a fresh form on /trade. */
export function AnotherVehicleButton({ model }: { model: TradeModel }) {
  const { navigate } = useEnv();
  return (
    <button
      type="button"
      class="button button--secondary"
      onClick={() => {
        model.startAnother();
        navigate(href('trade'));
      }}
    >
      {t('trade.anotherVehicle')}
    </button>
  );
}

/** After saving: what was saved, that it now counts in every quote, and where to go. */
export function TradeDone({ model, trade }: { model: TradeModel; trade: Trade }) {
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.done.heading')}</PageHeading>
      <div class="card">
        <p class="notice notice--success">{t('trade.done.body')}</p>
        <TradeSummary trade={trade} />
      </div>
      <div class="register__actions">
        <AnotherVehicleButton model={model} />
        <OnwardLink />
      </div>
    </section>
  );
}

/** Any failure of an action, said in a live region next to its button. */
export function ActionError({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div class="error-state" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Breakdown adjustments read as signed whole dollars. */
export const adjustment = (amount: number) => signedDollars(amount, formatMoney);
