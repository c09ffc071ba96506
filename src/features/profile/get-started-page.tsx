/**
 * `/profile/get-started` (seed 000 §2 "profile … get-started", seed 001 §2 "start of profile flow"):
 * what the profile flow is, in three steps, and the get-started button, which runs the redirect
 * rule (seed 001 §4) for this visitor. A `pin` in the URL the session has not checked yet (the
 * iframe's hash route) is checked first, so rule 2 sees the prospect.
 */
import '../../lib/i18n/parts/profile.ts';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { useSession } from '../auth/index.ts';
import { readRedirectQuery, runRedirect } from '../../lib/redirect.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { GetStartedButton } from '../shell/index.ts';
import { SEEDED_PROGRAM_IDS } from '../../contract/shell.ts';
import { validatePin } from './api.ts';

const STEPS: MessageKey[] = ['profile.getStarted.step1', 'profile.getStarted.step2', 'profile.getStarted.step3'];

export default function GetStartedPage() {
  const { context, navigate } = useEnv();
  const session = useSession();
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);

  async function start() {
    if (busy) return;
    const query = readRedirectQuery(search);
    let visitor = session.visitor.value;
    setProblem(null);
    if (query.pin) {
      setBusy(true);
      try {
        visitor = (await validatePin({ pin: query.pin, campaign: context.campaign.slug })).visitor;
        session.verified(visitor);
      } catch (error) {
        setProblem(errorMessages(error));
        return;
      } finally {
        setBusy(false);
      }
    }
    runRedirect({ visitor, campaign: context.campaign, programs: SEEDED_PROGRAM_IDS, ...query }, navigate);
  }

  return (
    <section class="page page--narrow profile">
      <h1>{t('route.getStarted.title')}</h1>
      <p class="hero__lead">{t('profile.getStarted.lead')}</p>
      <h2>{t('profile.getStarted.stepsHeading')}</h2>
      <ol class="profile-steps">
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {problem && <FormErrors messages={problem} />}
      <div class="profile-actions" aria-busy={busy}>
        <GetStartedButton onGetStarted={() => void start()} />
        {busy && (
          <span role="status" class="muted">
            {t('profile.getStarted.checking')}
          </span>
        )}
      </div>
    </section>
  );
}
