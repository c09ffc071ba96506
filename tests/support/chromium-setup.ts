/** Playwright global setup: a Chromium must exist before any end-to-end test (tests/support/chromium.ts). */
import { ensureChromium } from './chromium.ts';

export default function globalSetup(): void {
  ensureChromium();
}
