/** The embed script (rollup → dist/app/loader.js, an IIFE): finds its own tag and boots. */
import { boot } from './boot.ts';

boot(
  (document.currentScript as HTMLScriptElement | null) ||
    document.querySelector<HTMLScriptElement>('script[data-campaign][src*="loader"]'),
  window,
);
