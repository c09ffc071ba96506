/**
 * The banners above the navigation bar (seed 001 §2 "Shell layout"): the dealer link-back banner
 * and the campaign promotions banner. Most pages show neither, so they are a chunk of their own,
 * loaded before the first render where the page context can show one (mayShowTopBanners).
 */
import '../../lib/i18n/parts/top-banners.ts';
import { PromotionsBanner } from '../../features/promotions/promotions-banner.tsx';
import { LinkBackBanner } from '../../features/shell/link-back-banner.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';

export function TopBanners() {
  return (
    <>
      {(
        [
          ['link-back-banner', LinkBackBanner],
          ['promotions-banner', PromotionsBanner],
        ] as const
      ).map(([region, Part]) => (
        <ErrorBoundary key={region} region={region}>
          <Part />
        </ErrorBoundary>
      ))}
    </>
  );
}
