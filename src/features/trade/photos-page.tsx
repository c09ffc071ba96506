/**
 * `/trade/photos`: up to seven photos of the saved trade, one a guided slot with an example drawing and a tip,
 * taken with the phone's camera or chosen from files. Each sends at once with its progress; a refused one says
 * why with Try again where that can help, and the others stay. A kept photo can be replaced, removed, or moved to
 * the slot it belongs in. The dealer sees them beside the offer and confirms it or counters it.
 */
import '../../lib/i18n/parts/trade.ts';
import '../../lib/i18n/parts/trade-photos.ts';
import { useRef } from 'react';
import { Link } from 'wouter';
import { rootUrl } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { TRADE_PHOTO_SLOTS, TRADE_PHOTOS_MAX, type TradePhotoSlot } from '../../contract/uploads.ts';
import { PhotoExample } from './photo-examples.tsx';
import { slotName, TradePhotosModel, type TradePhoto } from './photos-model.ts';
import { OnwardLink, PageHeading, useFlowHref } from './trade-parts.tsx';

/** Phones and tablets take the photo there and then; a desktop's camera input would only open the file chooser. */
const canTakePhoto = () => globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;

export function PhotosPage({ model: given }: { model?: TradePhotosModel }) {
  const model = usePageModel(() => given ?? new TradePhotosModel(), []);
  const to = useFlowHref();
  return (
    <section class="page trade trade-photos">
      <PageHeading>{t('trade.photos.heading')}</PageHeading>
      <RemoteView state={model.page.state.value} retry={() => void model.load()} label={t('trade.photos.loading')}>
        {({ trade }) =>
          trade ? (
            <>
              <p>{t('trade.photos.lead', { vehicle: trade.vehicleName })}</p>
              <p class="trade-photos__count" role="status">
                {t('trade.photos.count', { count: model.count.value, total: TRADE_PHOTOS_MAX })}
              </p>
              <p class="visually-hidden" aria-live="polite">
                {model.announcement.value}
              </p>
              <FormErrors messages={model.actionError.value} />
              <ol class="trade-photos__slots">
                {TRADE_PHOTO_SLOTS.map((slot) => (
                  <PhotoSlot key={slot} model={model} slot={slot} photo={model.bySlot.value.get(slot) ?? null} />
                ))}
              </ol>
              <div class="register__actions">
                <Link href={to('tradeAppraisal')} class="button button--secondary">
                  {t('trade.photos.toOffer')}
                </Link>
                <OnwardLink />
              </div>
            </>
          ) : (
            <div class="card">
              <p>{t('trade.photos.noTrade')}</p>
              <Link href={to('trade')} class="button button--primary">
                {t('trade.photos.valueFirst')}
              </Link>
            </div>
          )
        }
      </RemoteView>
    </section>
  );
}

function PhotoSlot({
  model,
  slot,
  photo,
}: {
  model: TradePhotosModel;
  slot: TradePhotoSlot;
  photo: TradePhoto | null;
}) {
  const upload = model.uploads.value[slot] ?? { status: 'idle' };
  const name = slotName(slot);
  const headingId = `trade-photo-${slot}`;
  const index = TRADE_PHOTO_SLOTS.indexOf(slot);
  const busy = model.changing.value !== null;
  return (
    <li class="card trade-photo" aria-labelledby={headingId}>
      <h3 id={headingId} class="trade-photo__name">
        {name}
        {slot === 'damage' && <span class="muted"> {t('trade.photos.optional')}</span>}
      </h3>
      <div class="trade-photo__body">
        {photo ? (
          <a href={rootUrl(photo.imageUrl)} target="_blank" rel="noopener noreferrer" class="trade-photo__frame">
            <img
              src={rootUrl(photo.thumbnailUrl)}
              alt={t('trade.photos.alt', { slot: name })}
              width={photo.width >= photo.height ? 160 : Math.round((160 * photo.width) / photo.height)}
              height={photo.width >= photo.height ? Math.round((160 * photo.height) / photo.width) : 160}
            />
          </a>
        ) : (
          <div class="trade-photo__frame trade-photo__example">
            <PhotoExample slot={slot} label={t('trade.photos.example', { slot: name })} />
          </div>
        )}
        <div class="trade-photo__side">
          <p class="field__note muted">{t(`trade.photos.tip.${slot}`)}</p>
          {upload.status === 'uploading' ? (
            <div class="trade-photo__progress">
              <label for={`${headingId}-progress`}>{t('trade.photos.sending', { slot: name })}</label>
              <progress id={`${headingId}-progress`} max={100} value={Math.round(upload.progress * 100)} />
            </div>
          ) : (
            <div class="trade-photo__actions">
              <FileButton slot={slot} model={model} name={name} capture label={t('trade.photos.take')} />
              <FileButton
                slot={slot}
                model={model}
                name={name}
                label={t(photo ? 'trade.photos.replace' : 'trade.photos.choose')}
              />
              {photo && (
                <>
                  <button
                    type="button"
                    class="button button--secondary"
                    aria-disabled={busy ? 'true' : 'false'}
                    onClick={() => void model.remove(slot)}
                  >
                    {t('trade.photos.remove')}
                    <span class="visually-hidden">, {name}</span>
                  </button>
                  {index > 0 && <MoveButton model={model} slot={slot} by={-1} busy={busy} />}
                  {index < TRADE_PHOTO_SLOTS.length - 1 && <MoveButton model={model} slot={slot} by={1} busy={busy} />}
                </>
              )}
            </div>
          )}
          {upload.status === 'failed' && (
            <div class="trade-photo__failure">
              <ErrorState messages={upload.messages} onRetry={upload.file ? () => void model.retry(slot) : undefined} />
              <button type="button" class="button button--link" onClick={() => model.dismiss(slot)}>
                {t('trade.photos.dismiss')}
              </button>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/** A file input dressed as a button: the native control keeps its keyboard and screen-reader behaviour. */
function FileButton({
  slot,
  model,
  name,
  label,
  capture = false,
}: {
  slot: TradePhotoSlot;
  model: TradePhotosModel;
  /** The slot's name, said after the label: 'Choose a photo, Front'. */
  name: string;
  label: string;
  capture?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  if (capture && !canTakePhoto()) return null;
  return (
    <label class={`button ${capture ? 'button--primary' : 'button--secondary'} trade-photo__file`}>
      <span>{label}</span>
      <span class="visually-hidden">, {name}</span>
      <input
        ref={ref}
        type="file"
        class="visually-hidden"
        accept="image/jpeg,image/png,image/heic,image/heif,image/webp"
        {...(capture ? { capture: 'environment' } : {})}
        // A chosen file fires input then change (HTML §4.10.5.1.18); compat's onChange does not reach a file input.
        onInput={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after a failure) is a change too.
          event.currentTarget.value = '';
          if (file) void model.add(slot, file);
        }}
      />
    </label>
  );
}

function MoveButton({
  model,
  slot,
  by,
  busy,
}: {
  model: TradePhotosModel;
  slot: TradePhotoSlot;
  by: -1 | 1;
  busy: boolean;
}) {
  const to = TRADE_PHOTO_SLOTS[TRADE_PHOTO_SLOTS.indexOf(slot) + by]!;
  return (
    <button
      type="button"
      class="button button--link"
      aria-disabled={busy ? 'true' : 'false'}
      onClick={() => void model.move(slot, by)}
    >
      {t(by < 0 ? 'trade.photos.moveUp' : 'trade.photos.moveDown')}
      <span class="visually-hidden">, {t('trade.photos.moveTo', { from: slotName(slot), to: slotName(to) })}</span>
    </button>
  );
}
