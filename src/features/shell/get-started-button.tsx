/**
 * The get-started button (seed 001 §2 "Other small pieces"): default text 'Get Started'; a click
 * emits the get-started event to analytics and to the page that placed it.
 */
import { useLocation } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { trackEvent } from '../../lib/tracking.ts';

/** The analytics event name (Upshift('on', 'track') / dataLayer 'upshift.get-started'). */
export const GET_STARTED_EVENT = 'get-started';

type Props = {
  /** Replaces the default 'Get Started'. */
  label?: string;
  /** What the page does next (navigate, open a form …). */
  onGetStarted?: () => void;
  class?: string;
};

export function GetStartedButton({ label, onGetStarted, class: className }: Props) {
  const [path] = useLocation();
  return (
    <button
      type="button"
      class={`button button--primary get-started ${className ?? ''}`.trim()}
      onClick={() => {
        trackEvent(GET_STARTED_EVENT, { route: path });
        onGetStarted?.();
      }}
    >
      {label ?? t('shell.getStarted')}
    </button>
  );
}
