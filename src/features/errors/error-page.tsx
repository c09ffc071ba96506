// Its copy ships with it.
import '../../lib/i18n/parts/errors.ts';
import { Link } from 'wouter';
import { href } from '../../lib/route-table.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';

/** The error page; the terminal error's name and code come from the page context (seed 000 §8). */
export default function ErrorPage() {
  const { context } = useEnv();
  const error = context.error;
  return (
    <section class="page page--narrow">
      <h1>{t('errorPage.heading')}</h1>
      <p>{t('errorPage.body')}</p>
      {error && <p class="muted">{t('errorPage.code', { name: error.name, code: error.code })}</p>}
      <Link href={href('home')} class="button button--primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
