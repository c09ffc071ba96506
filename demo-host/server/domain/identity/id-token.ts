/** Google and the sandbox IdP both sign with RS256; nothing else (no `none`, no HMAC) is accepted. */
export const ID_TOKEN_ALGORITHMS = ['RS256'] as const;
