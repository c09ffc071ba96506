// Its copy ships with it.
import '../../lib/i18n/parts/errors.ts';
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import { t } from '../../lib/i18n/index.ts';

/** The page-not-found path (seed 000 §2). */
export default function NotFoundPage() {
  return (
    <section class="page page--narrow">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <Link href={href('home')} class="button button--primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
