/** Pieces both finance pages use: the way back to the deal. */
import '../../lib/i18n/parts/finance.ts';
import { Link } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useSession } from '../auth/index.ts';

/** 'Back to your deal': the deal route of a signed-in shopper, the no-profile one of a visitor (seed 001 §2). */
export function DealLink({ dealId, primary = false }: { dealId: string; primary?: boolean }) {
  const { isLoggedIn } = useSession();
  const to = isLoggedIn.value ? href('deal', { dealId }) : href('noProfileDeal', { dealId });
  return (
    <Link href={to} class={primary ? 'button button--primary' : undefined}>
      {t('finance.backToDeal')}
    </Link>
  );
}
