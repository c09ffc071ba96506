/**
 * `/account/register/ghost` (seed 001 §2 "Paths"; the vehicle banner's 'Create account' opens it):
 * the ghost account form as a page, with the modal's titles and form. `?redirectPath=` is passed on
 * to /login-success/ghost.
 */
import '../../lib/i18n/parts/ghost.ts';
import { Link, useSearch } from 'wouter';
import { OneTapButton } from '../one-tap/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { appRedirectPath, useSession } from '../auth/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { benefitsTitle, GhostForm, ghostTitle } from './ghost-form.tsx';
import { createGhostModel } from './model.ts';

export default function GhostRegisterPage() {
  const session = useSession();
  const { campaign } = useEnv().context;
  const visitor = session.visitor.value;
  if (visitor.isLoggedIn) {
    return (
      <section class="page page--narrow">
        <h1>{benefitsTitle(campaign)}</h1>
        <div class="card">
          <p>{t('ghost.signedIn.body', { name: visitor.firstName ?? visitor.email ?? '' })}</p>
          <Link href={href('home')} class="button button--primary">
            {t('ghost.success.continue')}
          </Link>
        </div>
      </section>
    );
  }
  return <GhostRegisterForm />;
}

function GhostRegisterForm() {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  const redirectPath = appRedirectPath(new URLSearchParams(useSearch()).get('redirectPath')) ?? undefined;
  // Loads the ghost cookie once the form is shown; aborts it and stops the toast when it goes.
  const model = usePageModel(
    () =>
      createGhostModel({
        campaign: context.campaign.slug,
        dealer: context.dealer?.id ?? null,
        locale: () => locale.value,
        redirectPath,
        onSignedIn: session.signedIn,
        // Registered and signed in: the page context changed, so /login-success/ghost loads as a new page (seed 001 §2).
        onDone: (to) => redirectAfter('ghost-registration', env)(to),
      }),
    [redirectPath],
  );
  return (
    <section class="page page--narrow">
      {model.loading.value ? (
        <>
          <h1>{benefitsTitle(context.campaign)}</h1>
          <p class="page-loading" role="status">
            <span class="spinner" aria-hidden="true" />
            {t('common.loading')}
          </p>
        </>
      ) : (
        <>
          <h1>{ghostTitle(model, context.campaign)}</h1>
          <div class="card">
            <GhostForm
              model={model}
              socialSignIn={
                <OneTapButton onSignedIn={() => redirectAfter('sign-in', env)(redirectPath ?? href('home'))} />
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
