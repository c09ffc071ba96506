/** The 360° view: drag the picture, use the slider (arrow keys) or the turn buttons to rotate. */
import '../../lib/i18n/parts/vehicle.ts';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { frameAngle, spinFrame, stepIndex } from './rules.ts';

export function SpinView({ frames, title }: { frames: readonly string[]; title: string }) {
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const sliderId = useId();
  const count = frames.length;
  const angle = frameAngle(frame, count);

  useEffect(() => {
    // Fetch every frame up front so dragging does not stall on the network.
    for (const src of frames) new Image().src = src;
  }, [frames]);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    drag.current = { x: e.clientX, frame };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (start) setFrame(spinFrame(start.frame, e.clientX - start.x, count));
  }
  function onPointerEnd() {
    drag.current = null;
  }

  return (
    <div class="spin">
      <div
        class="spin__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img
          class="spin__image"
          src={frames[frame]}
          alt={t('shop.spin.alt', { title, angle })}
          draggable={false}
          decoding="async"
        />
      </div>
      <p class="muted spin__hint">{t('shop.spin.hint')}</p>
      <div class="spin__controls">
        <button
          type="button"
          class="button button--secondary"
          aria-label={t('shop.spin.left')}
          onClick={() => setFrame((f) => stepIndex(f, count, -1))}
        >
          <span aria-hidden="true">↺</span>
        </button>
        <label class="visually-hidden" for={sliderId}>
          {t('shop.spin.slider')}
        </label>
        <input
          id={sliderId}
          class="spin__slider"
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={frame}
          aria-valuetext={t('shop.spin.angle', { angle })}
          onInput={(e) => setFrame(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          class="button button--secondary"
          aria-label={t('shop.spin.right')}
          onClick={() => setFrame((f) => stepIndex(f, count, 1))}
        >
          <span aria-hidden="true">↻</span>
        </button>
      </div>
    </div>
  );
}
