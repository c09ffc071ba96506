/** Form-level errors the core shows (remote data, any form's submit); validation messages are in validation.ts. */
export const forms = {
  'forms.unexpected': 'Sorry, there was an unexpected error, please try again shortly.',
  'forms.unavailable': 'We cannot reach our systems right now. Please try again in a moment.',
  'forms.unexpectedCall': 'Sorry, there was an unexpected error, please close this window and try again shortly.',
} as const;
