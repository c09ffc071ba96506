/** Skeleton: the ghost registration modal arrives with the ghost slice of issue 9. */
import { Link } from 'wouter';
import { href } from '../../lib/route-table.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { t } from '../../lib/i18n/index.ts';
import { closeGhostModal, type GhostModalRequest } from './index.ts';

export default function GhostModal(_props: { request: GhostModalRequest }) {
  return (
    <Dialog open title={t('route.registerGhost.title')} onClose={closeGhostModal}>
      <p>{t('route.registerGhost.description')}</p>
      <p>
        <Link href={href('login')} onClick={closeGhostModal}>
          {t('auth.duplicateEmailLogin')}
        </Link>
      </p>
    </Dialog>
  );
}
