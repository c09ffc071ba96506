/** A /dealer path that is no page of the workspace. */
import { Link } from 'wouter';
import { t } from '../../i18n/index.ts';
import { PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';

export function NotFoundPage() {
  return (
    <main id="main" class="ws-page ws-page--narrow">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.body')}</p>
      <p>
        <Link href={href('inbox')}>{t('notFound.toInbox')}</Link>
      </p>
    </main>
  );
}
