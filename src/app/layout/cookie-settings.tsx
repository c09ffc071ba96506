/** The footer's Cookie Settings dialog: its own chunk, loaded on the first click. */
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
// Its copy ships with it, not with the first paint.
import '../../lib/i18n/parts/shell-on-demand.ts';

export function CookieSettings({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title={t('shell.cookies.title')} onClose={onClose} size="small">
      <p>{t('shell.cookies.body')}</p>
      <p class="footer__cookie-row">
        <strong>{t('shell.cookies.necessary')}</strong>: {t('shell.cookies.alwaysOn')}
      </p>
    </Dialog>
  );
}
