/**
 * Copy of the banners above the navigation bar (it loads with them): the campaign
 * promotions banner (seed 001 §2, quoted exactly) and the close buttons of both (ours).
 */
export const topBanners = {
  'promotions.banner.kuni': 'Come Visit Us at Our New Location!',
  'promotions.banner.ev': 'Discover the Power of Electric!',
  'promotions.banner.bmw': 'Exclusive loyalty offers for returning BMW owners*',
  'promotions.banner.toyota': 'NEW Toyota Inventory is Available!',
  'promotions.banner.default': 'Sign Up and Enjoy No Payments for {days} Days*',
  'promotions.cta.clickHere': 'Click Here',
  'promotions.cta.learnMore': 'Learn More',
  'banner.linkBack.label': 'Dealer website',
  'banner.promotions.label': 'Promotion',
  'banner.linkBack.close': 'Close the back to dealer website banner',
  'banner.promotions.close': 'Close the promotion banner',
} as const;
