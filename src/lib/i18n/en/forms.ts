/** What the core shows: form-level errors (remote data, any form's submit) and wait durations; validation messages are in validation.ts. */
export const forms = {
  'forms.unexpected': 'Sorry, there was an unexpected error, please try again shortly.',
  'forms.unavailable': 'We cannot reach our systems right now. Please try again in a moment.',
  'forms.unexpectedCall': 'Sorry, there was an unexpected error, please close this window and try again shortly.',
  'auth.wait.second': '1 second',
  'auth.wait.seconds': '{count} seconds',
  'auth.wait.minute': '1 minute',
  'auth.wait.minutes': '{count} minutes',
  'auth.wait.hours': '{count} hours',
} as const;
