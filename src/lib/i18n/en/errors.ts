/** The not-found and error pages' copy (ours), with those pages. */
export const errors = {
  'notFound.heading': 'We couldn’t find that page',
  'notFound.body': 'The link may be old or mistyped.',
  'errorPage.heading': 'Something went wrong',
  'errorPage.body': 'We couldn’t show this page. Please try again in a moment.',
  'errorPage.code': 'Error: {name} ({code})',
} as const;
