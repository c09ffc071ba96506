/**
 * Seed 000 §2: "A logout form posts to /logout with a CSRF token". A real form (method, action and
 * the token in a hidden field, which the server's CSRF check accepts for form posts) that the app
 * enhances: `onSubmit` signs out with the JSON call instead, so the page does not reload.
 */
import type { ComponentChildren } from 'preact';
import { csrfToken, rootUrl } from '../../lib/http.ts';
import { LOGOUT_CSRF_FIELD } from '../../contract/auth.ts';

type Props = {
  onSubmit: () => void;
  /** The submit button (the menu's Sign Out). */
  children: ComponentChildren;
  class?: string;
};

export function LogoutForm({ onSubmit, children, class: className }: Props) {
  return (
    <form
      method="post"
      action={rootUrl('/logout')}
      class={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name={LOGOUT_CSRF_FIELD} value={csrfToken()} />
      {children}
    </form>
  );
}
