import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';

/** Footer skeleton: copyright with the current year and the Powered by line (seed 001 §2 "Footers"). */
export function Footer() {
  const { context } = useEnv();
  return (
    <footer class="footer">
      <p>
        {t('shell.copyright', { year: new Date().getFullYear(), name: context.dealer?.name ?? context.campaign.name })}
      </p>
      <p>{t('shell.poweredBy')}</p>
    </footer>
  );
}
