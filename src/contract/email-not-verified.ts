/** The server's answer for an address this session has not proved yet (routes/email-verification.ts), apart so forms check it cheaply. */
export const EMAIL_NOT_VERIFIED = 'Confirm your email address with the code we sent to it.';

/** True when the server refused an address because this session has not proved it yet. */
export function isEmailNotVerified(errors: readonly { message: string }[]): boolean {
  return errors.some((e) => e.message === EMAIL_NOT_VERIFIED);
}
