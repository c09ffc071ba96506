/**
 * Request-derived text on its way to the server's log: each log call stays one
 * line that nobody's input can forge, colour or rewrite. Control characters (C0, DEL, C1), Unicode
 * line and paragraph separators and bidirectional overrides are escaped (`\n`, `\xNN`, `\uNNNN`), the
 * backslash too (so an escape in the log is always one of ours), and the text is cut to a bound.
 */

/** Characters of escaped text a log line carries from one request-derived value. */
export const LOG_TEXT_MAX = 500;

/** C0, DEL and C1 controls, the line and paragraph separators, bidi embeddings, overrides and isolates, `\`. */
const isUnsafe = (code: number): boolean =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0x5c;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\\': '\\\\' };

const hex = (code: number, width: number): string => code.toString(16).padStart(width, '0');

function escapeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (!isUnsafe(code)) return ch;
  return NAMED[ch] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
}

/** `text` escaped onto one line, at most `max` characters of it (and a note of how many more there were). */
export function logText(text: string, max = LOG_TEXT_MAX): string {
  let out = '';
  const chars = Array.from(text);
  for (const [i, ch] of chars.entries()) {
    const piece = escapeChar(ch);
    if (out.length + piece.length > max) return `${out}… [${String(chars.length - i)} more characters]`;
    out += piece;
  }
  return out;
}
