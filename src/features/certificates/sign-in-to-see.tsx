/** Seed 000 §2: visitors without a profile see a sign-in prompt instead of saved certificates; it comes back here. */
import '../../lib/i18n/parts/certificates.ts';
import '../../lib/i18n/parts/garage.ts';
import { t } from '../../lib/i18n/index.ts';
import { SignInLink } from '../auth/index.ts';

export function SignInToSee() {
  return (
    <div class="card signin-prompt">
      <p>{t('shop.certificates.signInBody')}</p>
      <SignInLink class="button button--primary">{t('shop.garage.signIn')}</SignInLink>
    </div>
  );
}
