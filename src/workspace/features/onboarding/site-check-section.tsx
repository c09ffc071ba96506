/** "Check my site": the server loads the dealer's page and says, check by check, what would stop the widget there. */
import { useMemo, useState } from 'react';
import { SiteCheckRequestSchema, type SiteCheckAnswer } from '../../../contract/workspace-onboarding.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, TextField } from '../../lib/fields.tsx';
import { createForm } from '../../lib/form.ts';
import { checkSite } from './api.ts';

export function SiteCheckSection({ campaign, appOrigin }: { campaign: string; appOrigin: string }) {
  const { session } = useWorkspaceEnv();
  const form = useMemo(() => createForm({ url: '' }), []);
  const [answer, setAnswer] = useState<SiteCheckAnswer | null>(null);
  const busy = form.submitting.value;
  return (
    <section class="ws-section" aria-labelledby="site-check-title">
      <h3 id="site-check-title">{t('siteCheck.title')}</h3>
      <p>{t('siteCheck.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAnswer(null);
          void form
            .submit(SiteCheckRequestSchema, (body) => checkSite(campaign, body.url), {
              onUnauthorized: () => session.expire(),
            })
            .then((result) => {
              if (result.ok) setAnswer(result.result);
            });
        }}
      >
        <FormAlert message={form.formError.value} />
        <TextField
          label={t('siteCheck.url')}
          name="url"
          value={form.values.value.url}
          onValue={(typed) => form.set('url', typed)}
          hint={t('siteCheck.urlHint')}
          error={form.fieldErrors.value.url}
          autoComplete="url"
          spellCheck={false}
        />
        <div class="ws-actions">
          <button type="submit" class="ws-button" aria-disabled={busy}>
            {busy ? t('siteCheck.running') : t('siteCheck.run')}
          </button>
        </div>
      </form>
      <div aria-live="polite">{answer && <SiteCheckResults answer={answer} appOrigin={appOrigin} />}</div>
    </section>
  );
}

function SiteCheckResults({ answer, appOrigin }: { answer: SiteCheckAnswer; appOrigin: string }) {
  const origin = URL.canParse(answer.url) ? new URL(answer.url).origin : answer.url;
  return (
    <>
      <h4>{t('siteCheck.results', { url: answer.url })}</h4>
      {answer.redirectedFrom && <p>{t('siteCheck.redirectedFrom', { from: answer.redirectedFrom })}</p>}
      {answer.problem && (
        <p class="ws-alert">{t(`siteCheck.problem.${answer.problem}`, { status: answer.status ?? '' })}</p>
      )}
      <ul class="ws-site-check">
        {answer.checks.map((check) => (
          <li key={check.id}>
            <strong>{check.ok ? t('siteCheck.pass') : t('siteCheck.fail')}</strong>{' '}
            {t(`siteCheck.${check.ok ? 'ok' : 'fail'}.${check.id}` as MessageKey, { origin, app: appOrigin })}
          </li>
        ))}
      </ul>
    </>
  );
}
