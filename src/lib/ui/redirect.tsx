/** Goes to `to` in place of this page (a guard's way out); the page is never left blank meanwhile. */
import { useEffect } from 'react';
import { useEnv } from '../env.tsx';
import { t } from '../i18n/index.ts';

export function Redirect({ to }: { to: string }) {
  const { navigate } = useEnv();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return (
    <div class="page-loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
