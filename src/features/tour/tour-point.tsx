/**
 * A guided-tour point (seed 001 §2, §4): shown while its step is active, with an OK button that
 * advances the tour; it scrolls into view and may dim the rest of the page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { dimTour, useTour } from './store.tsx';

type Props = {
  name: string;
  children: ReactNode;
  /** Dim the page behind (the background overlay turns dark). */
  dim?: boolean;
  disabled?: boolean;
  class?: string;
};

export function TourPoint({ name, children, dim = false, disabled = false, class: className }: Props) {
  const tour = useTour();
  const shown = tour.isShown(name, disabled);
  const point = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shown) return;
    dimTour(tour, dim);
    const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    point.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    return () => dimTour(tour, false);
  }, [shown, dim, tour]);

  // The live region stays mounted so screen readers announce the point when it appears.
  return (
    <div class={`tour-point-anchor ${className ?? ''}`} aria-live="polite">
      {shown && (
        <div ref={point} class={`tour-point${dim ? ' tour-point--raised' : ''}`} data-tour-point={name}>
          <div class="tour-point__content">{children}</div>
          <button type="button" class="button button--primary tour-point__ok" onClick={() => tour.advance()}>
            {t('tour.ok')}
          </button>
        </div>
      )}
    </div>
  );
}
