/**
 * Seed 001 §5 "Server field errors": a 'Duplicate email' error shows 'Email already in use.' and, when
 * logged out, 'Please use a different email or log in.' with a login link. Used by every sign-up form.
 */
import '../../lib/i18n/parts/account.ts';
import { Link } from 'wouter';
import type { FieldError } from '../../contract/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { href } from '../../contract/route-table.ts';
import { DUPLICATE_EMAIL } from '../../contract/auth.ts';

export { DUPLICATE_EMAIL };

export function isDuplicateEmail(errors: readonly FieldError[]): boolean {
  return errors.some((e) => e.message === DUPLICATE_EMAIL);
}

/** The form-level notice; `onLogin` lets a modal close itself before the link navigates. */
export function DuplicateEmailNotice({ loggedIn, onLogin }: { loggedIn: boolean; onLogin?: () => void }) {
  return (
    <ErrorState messages={[t('auth.duplicateEmail')]}>
      {!loggedIn && (
        <p>
          {t('auth.duplicateEmailLoggedOut')}{' '}
          <Link href={href('login')} {...(onLogin ? { onClick: onLogin } : {})}>
            {t('auth.duplicateEmailLogin')}
          </Link>
        </p>
      )}
    </ErrorState>
  );
}
