/**
 * The messages of a form or a page that are about no one field (a refused send, a 429's wait, a
 * failure): announced when they appear, and focusable, so a page can move focus to them after a failed send.
 */
import { ErrorState } from './error-state.tsx';

export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return <ErrorState messages={messages} focusable />;
}
