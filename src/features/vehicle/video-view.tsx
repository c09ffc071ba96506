/** The walk-around clip: an animated image with Play/Pause; it starts paused for reduced motion. */
import '../../lib/i18n/parts/vehicle.ts';
import { useState } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { videoImage, videoStartsPlaying } from './rules.ts';

type Video = { url: string; posterUrl: string; title: string };

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VideoView({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(() => videoStartsPlaying(prefersReducedMotion()));
  return (
    <figure class="video">
      <img class="video__image" src={videoImage(video, playing)} alt={video.title} decoding="async" />
      <figcaption class="video__caption">
        <span>{video.title}</span>
        <button type="button" class="button button--secondary" onClick={() => setPlaying((p) => !p)}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? t('shop.video.pause') : t('shop.video.play')}
        </button>
      </figcaption>
    </figure>
  );
}
