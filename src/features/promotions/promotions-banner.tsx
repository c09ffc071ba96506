/**
 * Seed 001 §2 "Campaign promotions banner": the campaign's offer by priority, a CTA that opens
 * its modal, and a close button remembered in bannersViewed.
 */
import { Suspense, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { withStyles } from '../../lib/styles.ts';
import shellModalsCss from '../../styles/shell-modals.css?url';
import { useShellRoute } from '../../lib/shell-route.ts';
import { SEEDED_PROGRAM_IDS, type ProgramIds } from '../../contract/shell.ts';
import {
  addBannerViewed,
  bannerContent,
  isBannerViewed,
  promotionsBannerName,
  type PromotionModal as PromotionModalKind,
} from './rules.ts';
import { showPromotionsBanner } from '../../contract/promotions.ts';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

/** The five promotion modals are read only after a click: their own chunk. */
// The modal's sheet loads with it, not with the first paint.
const loadModal = withStyles(() => import('./promotion-modal.tsx'), shellModalsCss);
const PromotionModal = lazyComponent(() => loadModal().then((m) => ({ default: m.PromotionModal })));

export function PromotionsBanner({ programs = SEEDED_PROGRAM_IDS }: { programs?: ProgramIds }) {
  const { context } = useEnv();
  const { route, search } = useShellRoute();
  const { campaign } = context;
  const content = bannerContent({ campaign, programs });
  const name = promotionsBannerName(campaign, content.kind);
  const [closed, setClosed] = useState(() => isBannerViewed(name));
  const [modal, setModal] = useState<PromotionModalKind | null>(null);
  if (closed || !showPromotionsBanner({ campaign, route, programs })) return null;

  return (
    // A landmark of its own: content outside every landmark is missed by screen-reader users moving by region.
    <section class={`promotions-banner promotions-banner--${content.kind}`} aria-label={t('banner.promotions.label')}>
      <p class="promotions-banner__text">
        {t(content.text, content.params)}{' '}
        <button
          type="button"
          class="button button--link promotions-banner__cta"
          onClick={() => setModal(content.modal)}
        >
          {t(content.cta)}
        </button>
      </p>
      <button
        type="button"
        class="banner-close"
        aria-label={t('banner.promotions.close')}
        onClick={() => {
          addBannerViewed(name);
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      {modal && (
        <Suspense fallback={null}>
          <PromotionModal
            modal={modal}
            onClose={() => setModal(null)}
            route={route}
            search={search}
            programs={programs}
          />
        </Suspense>
      )}
    </section>
  );
}
