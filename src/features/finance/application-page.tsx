/**
 * `/deals/:dealId/finance` (route financeApplication, page type finance): the
 * stepped finance application (Identity → Residence → Employment and income → Co-applicant, optional
 * → Review and send). Each step is saved as the shopper continues, so a reload or a later visit
 * resumes where they left (model.ts). On a cash deal it says the application is for finance deals
 * and links back to the deal.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/finance.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatDate } from '../../contract/format.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
import { FINANCE_STEPS, type FinanceApplication, type FinanceStep } from '../../contract/finance.ts';
import type { FinanceModel, StepOutcome } from './model.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { DealLink } from './parts.tsx';
import { stepNumber, STEP_TITLES } from './rules.ts';
import { IdentityFields } from './steps.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';

// The later steps (and the review) in a chunk of their own, fetched alongside this one (with its copy):
// an application resumed at one of them waits for one request more, not two in a row.
const LaterStep = lazyPart(
  () => import('./later-steps.tsx'),
  (m) => m.LaterStep,
  {
    label: () => t('finance.loading'),
    reserve: '18rem',
  },
);
void LaterStep.preload();

export function ApplicationPage({ model }: { model: FinanceModel }) {
  useEffect(() => {
    void model.load();
    // Leaving ends a verification under way; every value stays for the next visit.
    return () => model.leave();
  }, [model]);
  return (
    <section class="page page--narrow soft-pull finance">
      <PageHeading>{t('finance.heading')}</PageHeading>
      <RemoteView state={model.application.state.value} retry={model.retry} label={t('finance.loading')}>
        {(app) => (app.financeAppEnabled ? <Steps model={model} app={app} /> : <CashDeal dealId={app.dealId} />)}
      </RemoteView>
    </section>
  );
}

/** Seed 000 §4: a cash deal has the finance application disabled. */
function CashDeal({ dealId }: { dealId: string }) {
  return (
    <div class="card" role="status">
      <h2>{t('finance.off.heading')}</h2>
      <p>{t('finance.off.body')}</p>
      <DealLink dealId={dealId} primary />
    </div>
  );
}

function SubmittedNote({ app }: { app: FinanceApplication }) {
  if (!app.submittedAt) return null;
  const date = formatDate(app.submittedAt);
  return (
    <p class="notice notice--info">
      {t(app.status === 'SUBMITTED' ? 'finance.sent' : 'finance.sentEdited', { date })}{' '}
      <Link href={href('financeOptions', { dealId: app.dealId })}>{t('finance.seeOptions')}</Link>
    </p>
  );
}

function Steps({ model, app }: { model: FinanceModel; app: FinanceApplication }) {
  const { navigate } = useEnv();
  const step = model.step.value;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(true);

  // A new step starts at its heading (not on the first one: the page heading has the focus then).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: false });
  }, [step]);

  /** After a failed check, the first field in error takes the focus. */
  const focusError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .error-state')?.focus(),
    );

  async function onSubmit(event: Event) {
    event.preventDefault();
    let outcome: StepOutcome;
    if (step === 'review') {
      outcome = await model.submit(locale.value);
      if (outcome === 'moved') {
        navigate(href('financeOptions', { dealId: app.dealId }));
        return;
      }
    } else {
      outcome = await model.continueStep();
    }
    if (outcome === 'invalid' || outcome === 'error') focusError();
  }

  const saving = model.saving.value;
  const title = t(STEP_TITLES[step]);
  return (
    <>
      <p>{t('finance.lead', { vehicle: app.vehicleName })}</p>
      <SubmittedNote app={app} />
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-labelledby="finance-step-heading">
        <h2 id="finance-step-heading" tabIndex={-1} ref={headingRef}>
          <span class="register__progress">
            {t('finance.progress', { step: stepNumber(step), total: FINANCE_STEPS.length })}
          </span>{' '}
          <span>{title}</span>
        </h2>
        <StepBody model={model} app={app} step={step} />
        <FormErrors messages={model.stepError.value} />
        <Toast model={model.toast} />
        <div class="register__actions">
          {step !== 'identity' && (
            <button type="button" class="button button--secondary" onClick={() => model.back()}>
              {t('finance.back')}
            </button>
          )}
          <button type="submit" class="button button--primary" aria-busy={saving}>
            {t(submitLabel(step, saving))}
          </button>
        </div>
      </form>
      <p>
        <DealLink dealId={app.dealId} />
      </p>
    </>
  );
}

function submitLabel(step: FinanceStep, saving: boolean) {
  if (step === 'review') return saving ? 'finance.submitting' : 'finance.submit';
  return saving ? 'finance.saving' : 'finance.continue';
}

function StepBody({
  model,
  app,
  step,
}: {
  model: FinanceModel;
  app: FinanceApplication;
  step: FinanceStep;
}): ReactNode {
  if (step === 'identity') return <IdentityFields form={model.applicant.identity} onFile={app.applicant} />;
  return <LaterStep model={model} app={app} step={step} />;
}
