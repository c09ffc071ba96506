// Its copy ships with it.
import '../../lib/i18n/parts/errors.ts';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { terminalErrorAction, terminalErrorMessage } from './rules.ts';
import { useTerminalError } from './terminal-error.ts';

/**
 * The error page; the terminal error's name and code come from the page context (seed 000 §8),
 * with why in words for the ones the server sends (rules.ts), and a way on where one is open.
 */
export default function ErrorPage() {
  const { context } = useEnv();
  const error = useTerminalError();
  const action = terminalErrorAction(error, context.campaign);
  return (
    <section class="page page--narrow">
      <h1>{t('errorPage.heading')}</h1>
      <p>{t(terminalErrorMessage(error))}</p>
      {error && <p class="muted">{t('errorPage.code', { name: error.name, code: error.code })}</p>}
      {action && (
        <Link href={action.path} class="button button--primary">
          {t(action.key)}
        </Link>
      )}
    </section>
  );
}
