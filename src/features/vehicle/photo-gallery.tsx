/** The vehicle's photos: a large picture, previous/next, thumbnails; arrow keys step through them. */
import '../../lib/i18n/parts/vehicle.ts';
import { useState, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n/index.ts';
import type { BodyStyle } from '../../contract/vehicle.ts';
import { stepIndex } from './rules.ts';
import { VehicleImage } from './vehicle-image.tsx';

type Props = {
  images: readonly string[];
  title: string;
  /** Used when there are no photos (or the current one fails): stock image, else body-style icon. */
  fallback: { imageUrl: string | null; stockImageUrl: string | null; bodyStyle: BodyStyle };
};

export function PhotoGallery({ images, title, fallback }: Props) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<readonly number[]>([]);
  const count = images.length;
  if (count === 0) return <VehicleImage vehicle={fallback} alt={title} class="gallery__image" />;

  const current = Math.min(index, count - 1);
  const go = (delta: number) => setIndex(stepIndex(current, count, delta));
  const alt = t('shop.gallery.photoAlt', { title, n: current + 1, count });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    go(delta);
  }

  return (
    <div
      class="gallery"
      role="group"
      aria-roledescription={t('shop.gallery.carousel')}
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      <div class="gallery__stage">
        {failed.includes(current) ? (
          <VehicleImage vehicle={fallback} alt={alt} class="gallery__image" />
        ) : (
          <img
            class="gallery__image"
            src={images[current]}
            alt={alt}
            decoding="async"
            onError={() => setFailed((f) => [...f, current])}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              class="gallery__step gallery__step--prev"
              aria-label={t('shop.gallery.previous')}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              class="gallery__step gallery__step--next"
              aria-label={t('shop.gallery.next')}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p class="gallery__status" aria-live="polite">
            {t('shop.gallery.position', { n: current + 1, count })}
          </p>
          <ul class="gallery__thumbs">
            {images.map((src, i) => (
              <li key={src + String(i)}>
                <button
                  type="button"
                  class="gallery__thumb"
                  aria-label={t('shop.gallery.show', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <img src={src} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
