/** Seed 000 §2: visitors without a profile see a sign-in prompt instead of saved certificates. */
import '../../lib/i18n/parts/certificates.ts';
import '../../lib/i18n/parts/garage.ts';
import { Link } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';

export function SignInToSee() {
  return (
    <div class="card signin-prompt">
      <p>{t('shop.certificates.signInBody')}</p>
      <Link href={href('login')} class="button button--primary">
        {t('shop.garage.signIn')}
      </Link>
    </div>
  );
}
