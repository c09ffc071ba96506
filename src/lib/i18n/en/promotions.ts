/**
 * promotions copy (English is the source of keys): the campaign promotions banner and its modals,
 * the guided tour, and the shell's banners and modals (banner.*). Spec copy is quoted exactly.
 */
export const promotions = {
  // Campaign promotions banner (seed 001 §2)
  'promotions.banner.kuni': 'Come Visit Us at Our New Location!',
  'promotions.banner.ev': 'Discover the Power of Electric!',
  'promotions.banner.bmw': 'Exclusive loyalty offers for returning BMW owners*',
  'promotions.banner.toyota': 'NEW Toyota Inventory is Available!',
  'promotions.banner.default': 'Sign Up and Enjoy No Payments for {days} Days*',
  'promotions.cta.clickHere': 'Click Here',
  'promotions.cta.learnMore': 'Learn More',

  // Shell banners and modals
  'banner.region': 'Announcements',
  'banner.linkBack.close': 'Close the back to dealer website banner',
  'banner.promotions.close': 'Close the promotion banner',
  'banner.vehicle.label': 'Your vehicle of interest',
  'banner.vehicle.loading': 'Loading your vehicle…',
  'banner.vehicle.exterior': 'Exterior: {color}',
  'banner.vehicle.interior': 'Interior: {color}',
  'banner.vehicle.estimate': 'Estimate payments',
  'banner.vehicle.createAccount': 'Create account',
  'banner.calculating.pending': 'waiting',
  'banner.calculating.loading': 'in progress',
  'banner.calculating.finished': 'done',
} as const;
