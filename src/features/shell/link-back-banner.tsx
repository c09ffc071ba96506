/**
 * Seed 001 §2 "Dealer link-back banner": back to the dealer page the shopper came from, hidden
 * in overlay mode (any frame, seed 000 §6), so it shows on the standalone site only; the save
 * modal comes first for a logged-out visitor on no-profile-deal.
 */
import { useState } from 'react';
import { isHttpUrl } from '../../contract/bridge-protocol.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { addBannerViewed, isBannerViewed, linkBackBannerName } from '../promotions/index.ts';
import { linkBackNeedsSaveWork } from './rules.ts';
import { showLinkBack } from '../../contract/shell.ts';
import { saveWork as appSaveWork, type SaveWorkModel } from './save-work.ts';
import { useShellRoute } from '../../lib/shell-route.ts';

type Props = {
  saveWork?: SaveWorkModel;
  /** Same-tab navigation of the standalone site (replaceable in tests, where jsdom cannot navigate). */
  assign?: (url: string) => void;
};

export function LinkBackBanner({ saveWork = appSaveWork, assign = (url) => window.location.assign(url) }: Props) {
  const { context } = useEnv();
  const session = useSession();
  const { route } = useShellRoute();
  const name = linkBackBannerName(context.campaign);
  const [closed, setClosed] = useState(() => isBannerViewed(name));
  const url = context.refererUrl;
  if (closed || !showLinkBack(context) || !isHttpUrl(url)) return null;

  // Never in a frame (overlay mode hides the banner): leaving is this tab's own navigation.
  const leave = () => assign(url);

  return (
    // A landmark of its own: content outside every landmark is missed by screen-reader users moving by region.
    <nav class="link-back-banner" aria-label={t('banner.linkBack.label')}>
      <a
        class="link-back-banner__link"
        href={url}
        onClick={(event) => {
          // The browser follows the link itself unless the save-work modal must come first.
          if (!linkBackNeedsSaveWork({ visitor: session.visitor.value, route })) return;
          event.preventDefault();
          saveWork.open({ followUp: leave });
        }}
      >
        <span aria-hidden="true">← </span>
        {t('shell.backToDealer')}
      </a>
      <button
        type="button"
        class="banner-close"
        aria-label={t('banner.linkBack.close')}
        onClick={() => {
          addBannerViewed(name);
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </nav>
  );
}
