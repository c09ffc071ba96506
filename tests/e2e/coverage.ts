/**
 * What a page's floating pieces and sticky bars cover: the check behind "nothing covers content" (floating-pieces.spec.ts)
 * and the phone sweep of every route (phone-sweep.spec.ts).
 */
import type { Frame } from '@playwright/test';

/**
 * Scrolls the page from top to bottom and, at every position, checks each link, button and field on
 * screen with elementFromPoint at its centre: it must be the control (or inside it). A control
 * scrolled under one of the app's full-width sticky bars (the navigation bar, the bottom bar, the
 * mobile footer) is off screen, as under any toolbar, unless no scrolling could bring it out (under
 * a top bar at the top, under a bottom bar at the end). Every floating piece must lie inside such a
 * bar. Returns what is wrong.
 */
export async function coverage(
  frame: Frame,
  shadow: boolean,
  covers: { l: number; t: number; r: number; b: number }[],
) {
  return frame.evaluate(
    async ({ shadow, covers }) => {
      const host = shadow ? document.querySelector<HTMLElement>('[data-upshift-shadow]') : null;
      const root: Document | ShadowRoot = host?.shadowRoot ?? document;
      const scroller = host ?? document.scrollingElement!;
      const frameDone = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const view = () => {
        const r = host?.getBoundingClientRect();
        return r
          ? { l: r.left, t: r.top, r: r.left + host!.clientWidth, b: r.top + host!.clientHeight }
          : { l: 0, t: 0, r: document.documentElement.clientWidth, b: innerHeight };
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const parentOf = (el: Element): Element | null =>
        el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
      /** The full-width sticky bar `el` is in, if any. */
      const barOf = (el: Element | null): Element | null => {
        const v = view();
        for (let e = el; e && e !== host; e = parentOf(e)) {
          const style = getComputedStyle(e);
          // A full-width bar the page scrolls under, sticky or fixed (the deal's payment bar), is a toolbar.
          if (/sticky|fixed/.test(style.position) && e.getBoundingClientRect().width >= (v.r - v.l) * 0.9) return e;
        }
        return null;
      };
      /** The part of `el` its scrolling and clipping ancestors leave on screen (a link over two lines: its larger line). */
      const shown = (el: Element, r: DOMRect) => {
        const v = view();
        let box = {
          l: Math.max(r.left, v.l),
          t: Math.max(r.top, v.t),
          r: Math.min(r.right, v.r),
          b: Math.min(r.bottom, v.b),
        };
        for (let e = parentOf(el); e && e !== host && e !== document.documentElement; e = parentOf(e)) {
          const s = getComputedStyle(e);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const c = e.getBoundingClientRect();
          box = {
            l: Math.max(box.l, c.left),
            t: Math.max(box.t, c.top),
            r: Math.min(box.r, c.right),
            b: Math.min(box.b, c.bottom),
          };
        }
        return box;
      };
      const pieces = () =>
        [
          ...root.querySelectorAll<HTMLElement>(
            '[aria-label="Talk to a personal shopper"], [aria-label="Hable con un asesor de compras personal"], iframe[sandbox], .upshift-reputation, [role="status"]',
          ),
        ].filter(
          (el) =>
            el.matches('iframe, button, .upshift-reputation') || /co-?brows|co-?naveg/i.test(el.textContent ?? ''),
        );

      const problems = new Set<string>();
      // The end as it is now: a part of the page that loads late makes it longer.
      const end = () => scroller.scrollHeight - scroller.clientHeight;
      for (let y = 0; ; y = Math.min(end(), y + 150)) {
        scroller.scrollTo({ top: y, behavior: 'instant' });
        await frameDone();
        const max = end();
        const floating = pieces();
        for (const piece of floating) {
          if (!piece.checkVisibility()) continue;
          const bar = barOf(piece);
          const p = piece.getBoundingClientRect();
          const b = bar?.getBoundingClientRect();
          if (!b || p.top < b.top - 1 || p.bottom > b.bottom + 1 || p.left < b.left - 1 || p.right > b.right + 1)
            problems.add(`${name(piece)} floats over the page`);
        }
        const controls = [
          ...root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea'),
        ];
        for (const el of controls) {
          if (floating.some((p) => p.contains(el)) || !el.checkVisibility({ visibilityProperty: true })) continue;
          const r = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0];
          if (!r || r.width <= 2 || r.height <= 2) continue;
          const box = shown(el, r);
          if (box.r - box.l < 2 || box.b - box.t < 2) continue;
          const x = (box.l + box.r) / 2;
          const yc = (box.t + box.b) / 2;
          const hit = root.elementFromPoint(x, yc);
          if (hit && (hit === el || el.contains(hit))) {
            const overHost = shadow ? document.elementFromPoint(x, yc) : null;
            if (overHost && overHost !== host) problems.add(`${name(el)} under ${name(overHost)}`);
            if (covers.some((c) => x >= c.l && x <= c.r && yc >= c.t && yc <= c.b))
              problems.add(`${name(el)} under the overlay's close button`);
            continue;
          }
          const bar = barOf(hit);
          if (hit && bar && !bar.contains(el) && !barOf(el)) {
            // Scrolled under a bar: fine, unless no scroll can bring it out.
            const v = view();
            const b = bar.getBoundingClientRect();
            const atTop = b.top + b.height / 2 < (v.t + v.b) / 2;
            if ((atTop && y === 0) || (!atTop && y >= max)) problems.add(`${name(el)} never leaves ${name(bar)}`);
            continue;
          }
          problems.add(`${name(el)} under ${hit ? name(hit) : 'nothing'}`);
        }
        if (y >= end()) break;
      }
      return [...problems];
    },
    { shadow, covers },
  );
}
