/** The not-found and error pages' copy (ours), with those pages. */
export const errors = {
  'notFound.heading': 'We couldn’t find that page',
  'notFound.body': 'The link may be old or mistyped.',
  'errorPage.heading': 'Something went wrong',
  'errorPage.body': 'We couldn’t show this page. Please try again in a moment.',
  'errorPage.code': 'Error: {name} ({code})',
  // Seed 000 §8: the terminal errors the server knows (src/contract/errors.ts).
  'errorPage.campaignNotFound': 'This shopping page does not exist. Please check the link you followed.',
  'errorPage.campaignDisabled': 'This shopping program has ended, so its pages are closed.',
  'errorPage.vehicleNotFound': 'This vehicle is no longer available. It may have been sold.',
  'errorPage.shopOther': 'Shop other vehicles',
} as const;
