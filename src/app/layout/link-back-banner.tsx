import { useEnv } from '../../lib/env.tsx';
import { isHttpUrl } from '../../lib/bridge-protocol.ts';
import { t } from '../../lib/i18n/index.ts';
import { showLinkBack } from '../rules.ts';

/** Seed 001 §2 "Dealer link-back banner": back to the page the shopper came from. */
export function LinkBackBanner() {
  const { context, host } = useEnv();
  if (!showLinkBack(context) || !isHttpUrl(context.refererUrl)) return null;
  const url = context.refererUrl;
  return (
    <div class="link-back">
      <a
        class="link-back__link"
        href={url}
        onClick={(event) => {
          if (context.mode === 'standalone') return;
          // Embedded, the host page navigates itself: the frame may not navigate its parent.
          event.preventDefault();
          host.send({ type: 'link-back', url });
        }}
      >
        <span aria-hidden="true">← </span>
        {t('shell.backToDealer')}
      </a>
    </div>
  );
}
