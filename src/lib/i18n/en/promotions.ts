/**
 * The shell's banners' copy at first paint (English is the source of keys): the vehicle banner (banner.*); the
 * promotions and link-back banners' copy is en/top-banners.ts. Spec copy is quoted exactly.
 */
export const promotions = {
  // Shell banners and modals
  'banner.region': 'Announcements',
  'banner.vehicle.label': 'Your vehicle of interest',
  'banner.vehicle.loading': 'Loading your vehicle…',
  'banner.vehicle.exterior': 'Exterior: {color}',
  'banner.vehicle.interior': 'Interior: {color}',
  'banner.vehicle.estimate': 'Estimate payments',
  'banner.vehicle.createAccount': 'Create account',
} as const;
