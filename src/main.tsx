/** Boot for the iframe and the standalone site: read the server's page context, pick the routing, mount. */
import { createFrameBridge, createNullBridge, relayEscape, watchHeight } from './lib/bridge.ts';
import { loadLocale, t } from './lib/i18n/index.ts';
import { readPageContext } from './contract/page-context.ts';
import { preloadLayout, preloadPage, startApp } from './app/boot.tsx';
import { createBrowserLocation, createFrameLocation } from './app/location.ts';

const container = document.getElementById('app');

function showBootError(target: HTMLElement, error: unknown): void {
  // No framework here: the failure may be in what the framework needs.
  const title = document.createElement('h1');
  title.textContent = t('boot.failed');
  const body = document.createElement('p');
  body.textContent = t('boot.failedBody');
  const detail = document.createElement('p');
  detail.className = 'muted';
  detail.textContent = error instanceof Error ? error.message : String(error);
  const main = document.createElement('main');
  main.className = 'page page--narrow';
  main.append(title, body, detail);
  target.replaceChildren(main);
}

async function start(container: HTMLElement): Promise<void> {
  container.classList.add('upshift-root');
  try {
    const boot = readPageContext(document);
    const framed = boot.context.mode === 'iframe';
    const location = framed ? createFrameLocation() : createBrowserLocation();
    // The language first (a part loaded with the layout or the page then brings its copy in it too);
    // the first page with them, so the first render draws it instead of a loading status.
    await Promise.all([loadLocale(boot.context.locale), preloadLayout(boot.context), preloadPage(location.current())]);
    const query = new URLSearchParams(window.location.search);
    const bridge = framed
      ? createFrameBridge({
          ref: query.get('ref'),
          allowedOrigins: boot.context.campaign.allowedOrigins,
        })
      : createNullBridge();
    startApp({ container, boot, bridge, location, shown: framed && query.get('open') === '1' });
    if (framed) {
      // Esc inside the frame closes the overlay unless one of the app's own dialogs is open.
      relayEscape(document, bridge, () => !document.querySelector('[aria-modal="true"]'));
      if (!boot.context.overlayEnabled) {
        // Inline, the frame is as tall as the content: a viewport-high shell would never shrink.
        container.classList.add('upshift-root--inline');
        watchHeight(container, bridge);
      }
    }
  } catch (error) {
    showBootError(container, error);
  }
}

if (container) void start(container);
