/**
 * The app's one error box (`.error-state`, announced as an alert): its messages as paragraphs, then what plain
 * text cannot say (a title, a link), then a button to try again where asking again can help.
 */
import type { CSSProperties, ReactNode } from 'react';
import { t } from '../i18n/index.ts';

type Common = {
  /** A class beside `error-state` (`error-state--page` for a whole page's box). */
  class?: string | undefined;
  id?: string | undefined;
  style?: CSSProperties | undefined;
};

type Box = Common & {
  as?: 'div';
  messages?: readonly string[];
  /** After the messages: what a message string cannot hold (a title, a link). */
  children?: ReactNode;
  /** Asks again; no button without it (where asking again cannot help). */
  onRetry?: (() => void) | undefined;
  /** The button's label; "Try again" when not given. */
  retryLabel?: string;
  /** Focusable (tabIndex -1), so a page can move focus to it after a failed send. */
  focusable?: boolean;
};

/** One message in running text (under a button, in a dialog): the box is itself the paragraph, spaced as one. */
type Paragraph = Common & { as: 'p'; children: string };

export function ErrorState(props: Box | Paragraph) {
  const className = props.class ? `error-state ${props.class}` : 'error-state';
  if (props.as === 'p') {
    return (
      <p id={props.id} class={className} role="alert" style={props.style}>
        {props.children}
      </p>
    );
  }
  const { messages = [], children, onRetry, retryLabel, focusable } = props;
  return (
    <div id={props.id} class={className} role="alert" style={props.style} tabIndex={focusable ? -1 : undefined}>
      {messages.map((message, i) => (
        <p key={i}>{message}</p>
      ))}
      {children}
      {onRetry && (
        <button type="button" class="button button--secondary" onClick={() => onRetry()}>
          {retryLabel ?? t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
