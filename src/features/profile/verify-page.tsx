/** Skeleton: replaced by the issue-9 work on this page. */
import { t } from '../../lib/i18n/index.ts';

export default function Page() {
  return (
    <section class="page page--narrow">
      <h1>{t('route.verify.title')}</h1>
    </section>
  );
}
