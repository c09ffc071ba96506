/**
 * The integrator console's form and event log sit side by side or stacked at
 * every width, never on top of each other, and nothing of the form runs under the log.
 */
import { expect, test, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number; name: string };

/** The boxes of every element of the form, and the event-log column's box. */
async function layout(page: Page): Promise<{ form: Box[]; output: Box; scrollWidth: number }> {
  return page.evaluate(() => {
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      const name = e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + (e.className ? `.${e.className}` : '');
      return { x: r.x, y: r.y, width: r.width, height: r.height, name };
    };
    const form = document.getElementById('console-form') as HTMLElement;
    const output = document.querySelector('.console-output') as HTMLElement;
    return {
      form: [form, ...form.querySelectorAll('*')].map(box).filter((b) => b.width > 0 && b.height > 0),
      output: box(output),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const width of [375, 768, 1024, 1280, 1920]) {
  test(`the console's form and event log do not overlap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/console');
    await expect(page.getByRole('log', { name: 'Event log' })).toBeVisible();
    const { form, output, scrollWidth } = await layout(page);
    expect(form.filter((b) => overlaps(b, output)).map((b) => b.name)).toEqual([]);
    // Nothing sticks out of the page either.
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/console-layout-${width}.png`, fullPage: false });
  });
}
