/**
 * The shadow mount shares the dealer page's root element, so a `rem` in the app's sheets is the
 * dealer's root font size (the demo site's is 10px): sizes are written in px or em instead.
 * A media query's rem is the browser's initial size, not the root's, so it stays allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SHEETS = ['src/styles', 'themes'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => join(dir, f)),
);

/** The declarations' rem sizes of a sheet, comments and media query conditions left out. */
function remSizes(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{/g, '@media {');
  return [...code.matchAll(/[\w-]+\s*:[^;{}]*\d(?:\.\d+)?rem\b[^;{}]*/g)].map((m) => m[0].trim());
}

describe('app style sheets in the shadow mount', () => {
  it('finds a rem size where one is written', () => {
    expect(remSizes('a { font-size: 1.25rem; } /* 13rem */ @media (max-width: 30rem) { b { margin: 4px; } }')).toEqual([
      'font-size: 1.25rem',
    ]);
  });

  it.each(SHEETS)('%s sizes nothing by the root font size', (sheet) => {
    expect(remSizes(readFileSync(sheet, 'utf8'))).toEqual([]);
  });
});
