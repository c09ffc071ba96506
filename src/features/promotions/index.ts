/** The promotions feature's public surface: the campaign promotions banner (with its modals). */
export { PromotionsBanner } from './promotions-banner.tsx';
export {
  addBannerViewed,
  isBannerViewed,
  readBannersViewed,
  linkBackBannerName,
  promotionsBannerName,
} from './rules.ts';
