// @vitest-environment jsdom
// happy-dom fires error on every stylesheet link as it is added (it loads no CSS); jsdom fires nothing, so
// each test fires the load or error event itself.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Styles from './styles.ts';

// jsdom loads no style sheets: each test fires the link's load or error event as a browser would.
const links = (root: ParentNode = document.head) => [
  ...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let styles: typeof Styles;
// The test setup replaces withStyles for every other test (jsdom fires no load events).
vi.unmock('./styles.ts');

beforeEach(async () => {
  document.head.replaceChildren();
  vi.resetModules();
  styles = await import('./styles.ts');
});

describe('withStyles', () => {
  it('resolves a lazy import only once every sheet it names has loaded', async () => {
    const page = { default: 'page' };
    let resolved = false;
    void styles
      .withStyles(() => Promise.resolve(page), '/assets/forms.css', '/assets/deal.css')()
      .then(() => (resolved = true));
    await settle();
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/assets/forms.css', '/assets/deal.css']);
    expect(resolved).toBe(false);
    links()[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(resolved).toBe(false);
    links()[1]!.dispatchEvent(new Event('load'));
    await settle();
    expect(resolved).toBe(true);
  });

  it('adds a sheet two pages share once', async () => {
    void styles.withStyles(() => Promise.resolve({}), '/assets/forms.css')();
    void styles.withStyles(() => Promise.resolve({}), '/assets/forms.css', '/assets/shop.css')();
    await settle();
    expect(links()).toHaveLength(2);
  });

  it('keeps the order pages list their sheets in, whichever page the shopper opened first', async () => {
    const profilePage = styles.withStyles(() => Promise.resolve({}), '/assets/profile.css');
    const verifyPage = styles.withStyles(() => Promise.resolve({}), '/assets/forms.css', '/assets/profile.css');
    void profilePage();
    void verifyPage();
    await settle();
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/assets/forms.css', '/assets/profile.css']);
  });

  it('renders unstyled rather than not at all when a sheet fails, and tries it again for the next page', async () => {
    const load = styles.withStyles(() => Promise.resolve('page'), '/assets/forms.css');
    const first = load();
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBe('page');
    expect(links()).toHaveLength(0);
    void styles.loadSheet('/assets/forms.css');
    expect(links()).toHaveLength(1);
  });

  it('rejects when the page itself fails to load, so the error boundary shows', async () => {
    const load = styles.withStyles(() => Promise.reject(new Error('offline')), '/assets/forms.css');
    await expect(load()).rejects.toThrow('offline');
  });

  it('asks again for a sheet that failed along with its page chunk when the shopper tries again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:9/assets/p-1.js');
    const page = vi.fn(() => Promise.reject(offline));
    const load = styles.withStyles(page, '/assets/forms.css');
    const first = load();
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('p-1.js');
    // The retry asks for the chunk under another URL (still unreachable here) and for the sheet again.
    // Its rejection is awaited from the start: it fails before the sheet is in.
    const second = expect(load()).rejects.toThrow();
    await settle();
    expect(links()).toHaveLength(1);
    links()[0]!.dispatchEvent(new Event('load'));
    await second;
    expect(page).toHaveBeenCalledTimes(1);
  });
});

describe('setStyleRoot', () => {
  it('puts sheets into the shadow root, and back into a new one after a remount', async () => {
    const host = document.createElement('div');
    const first = host.attachShadow({ mode: 'open' });
    await styles.setStyleRoot(first);
    void styles.loadSheet('/assets/deal.css');
    expect(links(first)).toHaveLength(1);
    expect(links()).toHaveLength(0);

    const second = document.createElement('div').attachShadow({ mode: 'open' });
    let ready = false;
    void styles.setStyleRoot(second).then(() => (ready = true));
    expect(links(second).map((l) => new URL(l.href).pathname)).toEqual(['/assets/deal.css']);
    await settle();
    expect(ready).toBe(false);
    links(second)[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(ready).toBe(true);
  });
});
