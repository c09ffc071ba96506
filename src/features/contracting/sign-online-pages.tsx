/**
 * Sign online (seed 000 §2 sign-online-verify, contract confirmation and
 * next-steps), one lazy chunk for its three routes. Every page reads the deal's signing state from
 * the server on arrival and shows its step, or goes to the page of the step reached (rules.ts
 * `signOnlineRedirect`): a reload, a deep link or a shopper coming back resumes where they were.
 * The verify page holds the code step and then the electronic-records consent.
 */
import '../../lib/i18n/parts/contracting.ts';
import { useEffect } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { href, routeTable, type RouteName } from '../../contract/route-table.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { contractingDraft, type ContractingModel } from './model.ts';
import { contractingStep, signOnlineRedirect, type SignOnlineRoute } from './rules.ts';
import { BackToDeal, SignInFirst, SignOnlinePage, Unavailable } from './sign-online-parts.tsx';

/** The code steps are the profile feature's, in their own chunk (the model asks for the same one). */
const MfaPanel = lazyPart(
  () => import('../profile/index.ts'),
  (m) => m.MfaPanel,
);
// The consent step and the contract and next-steps pages (routes of their own) in chunks of their own,
// fetched alongside this one (with its copy): a page opened on them waits for one request more, not two in a row.
const ConsentStep = lazyPart(
  () => import('./consent-step.tsx'),
  (m) => m.ConsentStep,
);
const ContractPage = lazyPart(
  () => import('./contract-page.tsx'),
  (m) => m.ContractPage,
);
const NextStepsPage = lazyPart(
  () => import('./next-steps-page.tsx'),
  (m) => m.NextStepsPage,
);
for (const part of [ConsentStep, ContractPage, NextStepsPage]) void part.preload();

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
  /** Tests give their own model; the app keeps one per deal and page load. */
  model?: ContractingModel;
};

const ROUTES: readonly SignOnlineRoute[] = ['signOnlineVerify', 'contractConfirmation', 'nextSteps'];
const isSignOnlineRoute = (route: RouteName): route is SignOnlineRoute =>
  (ROUTES as readonly RouteName[]).includes(route);

export default function SignOnlinePages({ params = {}, route = 'signOnlineVerify', model }: Props) {
  const dealId = params['dealId'] ?? '';
  const page = isSignOnlineRoute(route) ? route : 'signOnlineVerify';
  const { isLoggedIn } = useSession();
  if (!isLoggedIn.value) return <SignInFirst here={href(page, { dealId })} />;
  return <SignOnline model={model ?? contractingDraft.get(dealId)} route={page} />;
}

function SignOnline({ model, route }: { model: ContractingModel; route: SignOnlineRoute }) {
  useEffect(() => {
    void model.load();
  }, [model, route]);
  // The last state stays on screen while the page reloads it; the first load shows its status.
  const state = model.state.data.value;
  if (!state) {
    return (
      <SignOnlinePage heading={t(routeTable[route].title)}>
        <RemoteView state={model.state.state.value} retry={() => void model.load()} label={t('contracting.loading')}>
          {() => null}
        </RemoteView>
      </SignOnlinePage>
    );
  }
  const step = contractingStep(state);
  const to = signOnlineRedirect(route, step);
  if (to) return <Redirect to={href(to, { dealId: model.dealId })} />;
  if (step === 'unavailable' && state.unavailable)
    return <Unavailable dealId={model.dealId} reason={state.unavailable} better={state.betterOffer} />;
  if (route === 'contractConfirmation') return <ContractPage model={model} state={state} />;
  if (route === 'nextSteps') return <NextStepsPage model={model} state={state} />;
  return step === 'consent' ? <ConsentStep model={model} state={state} /> : <VerifyStep model={model} />;
}

/** Step 1: a code to the phone or email on the account (the MFA steps, with this deal's code calls). */
function VerifyStep({ model }: { model: ContractingModel }) {
  const mfa = model.mfa.value;
  return (
    <SignOnlinePage heading={t('contracting.verify.heading')} step={1}>
      <p>{t('contracting.verify.lead')}</p>
      {mfa && !mfa.verified.value ? (
        <MfaPanel model={mfa} />
      ) : model.mfaFailed.value ? (
        <ErrorState messages={[t('error.region.title')]} onRetry={() => void model.startVerification()} />
      ) : (
        <div class="page-loading" role="status">
          <span class="spinner" aria-hidden="true" />
          {t('common.loading')}
        </div>
      )}
      <div class="register__actions">
        <BackToDeal dealId={model.dealId} />
      </div>
    </SignOnlinePage>
  );
}

/** Step 2: the electronic-records consent, the exact text of its version in the shopper's language. */
