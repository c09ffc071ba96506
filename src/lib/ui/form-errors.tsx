/**
 * The messages of a form or a page that are about no one field (a refused send, a 429's wait, a
 * failure): announced when they appear, and focusable, so a page can move focus to them after a failed send.
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div class="error-state" role="alert" tabIndex={-1}>
      {messages.map((message, i) => (
        <p key={i}>{message}</p>
      ))}
    </div>
  );
}
