/**
 * The vehicle's media in ARIA tabs: photos always, the 360° view and the video when their calls
 * return something. A failed 360° or video call is logged by the client and leaves the photos.
 */
import '../../lib/i18n/parts/vehicle.ts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { getStyleImages, getStyleVideo, getThreeSixty } from './api.ts';
import { type Vehicle } from '../../contract/vehicle.ts';
import { PhotoGallery } from './photo-gallery.tsx';
import { galleryViews, stepIndex, vehicleTitle, type GalleryView } from './rules.ts';
import { SpinView } from './spin-view.tsx';
import { VideoView } from './video-view.tsx';

const TAB_LABELS: Record<GalleryView, MessageKey> = {
  photos: 'shop.gallery.tabPhotos',
  spin: 'shop.gallery.tab360',
  video: 'shop.gallery.tabVideo',
};

export function VehicleGallery({ vehicle }: { vehicle: Vehicle }) {
  const title = `${vehicleTitle(vehicle)} ${vehicle.trim}`;
  const { styleId, modelId } = vehicle;
  const hasOwnPhotos = vehicle.images.length > 0;
  // The style's stock photos stand in when the dealer has not photographed the car.
  const stock = useRemote(
    (signal) => (hasOwnPhotos ? Promise.resolve({ images: [] }) : getStyleImages(styleId, signal)),
    [styleId, hasOwnPhotos],
  );
  const spin = useRemote(
    (signal) => (vehicle.has360 ? getThreeSixty(styleId, modelId, signal) : Promise.resolve({ frames: [] })),
    [styleId, modelId, vehicle.has360],
  );
  const video = useRemote(
    (signal) => (vehicle.hasVideo ? getStyleVideo(styleId, signal) : Promise.resolve({ video: null })),
    [styleId, vehicle.hasVideo],
  );
  const frames = spin.state.status === 'complete' ? spin.state.data.frames : [];
  const clip = video.state.status === 'complete' ? video.state.data.video : null;
  const views = galleryViews(frames.length, clip !== null);

  const photos = hasOwnPhotos ? (
    <PhotoGallery images={vehicle.images} title={title} fallback={vehicle} />
  ) : (
    <RemoteView state={stock.state} retry={stock.retry} label={t('shop.gallery.loading')}>
      {(data) => <PhotoGallery images={data.images} title={title} fallback={vehicle} />}
    </RemoteView>
  );
  if (views.length === 1) return <div class="vehicle__gallery">{photos}</div>;

  return (
    <MediaTabs views={views} label={t('shop.gallery.label', { title })}>
      {(view) =>
        view === 'photos' ? (
          photos
        ) : view === 'spin' ? (
          <SpinView frames={frames} title={title} />
        ) : (
          clip && <VideoView video={clip} />
        )
      }
    </MediaTabs>
  );
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
function MediaTabs({
  views,
  label,
  children,
}: {
  views: GalleryView[];
  label: string;
  children: (view: GalleryView) => ReactNode;
}) {
  const [selected, setSelected] = useState<GalleryView>('photos');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const active = views.includes(selected) ? selected : 'photos';

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = views.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? stepIndex(i, views.length, 1)
        : e.key === 'ArrowLeft'
          ? stepIndex(i, views.length, -1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? views.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const view = views[next];
    if (view) setSelected(view);
    tabs.current[next]?.focus();
  }

  return (
    <div class="vehicle__gallery media-tabs">
      <div class="media-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {views.map((view, i) => (
          <button
            key={view}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${view}`}
            class="media-tabs__tab"
            aria-selected={view === active ? 'true' : 'false'}
            // Only the shown panel exists, so only its tab names it.
            {...(view === active ? { 'aria-controls': `${base}-panel-${view}` } : {})}
            tabIndex={view === active ? 0 : -1}
            onClick={() => setSelected(view)}
          >
            {t(TAB_LABELS[view])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${active}`}
        aria-labelledby={`${base}-tab-${active}`}
        class="media-tabs__panel"
        tabIndex={0}
      >
        {children(active)}
      </div>
    </div>
  );
}
