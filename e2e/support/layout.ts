import { expect, type Page } from '@playwright/test';

/**
 * Fails when anything sits beside the screen instead of on it: the page scrolling sideways, a
 * visible button or link lying (even partly) left or right of the viewport, or a box of the page
 * that scrolls sideways to show the rest of its content (a table's columns, its actions). On a
 * phone each is something nobody finds. Specs call it on every screen they visit at phone size,
 * and where a wide form could overflow a desktop window. Elements of no size, and the 1 px boxes
 * of visually hidden text, are not anything anyone sees; text cut short on purpose (`truncate`)
 * hides its overflow rather than scrolling it, so it does not count.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
    const seen = (box: DOMRect) => box.width > 1 && box.height > 1;

    if (root.scrollWidth > width)
      found.push(`the page is ${root.scrollWidth} px wide in a ${width} px viewport`);
    const controls = document.querySelectorAll('a[href], button, [role="button"], [role="link"]');
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (!seen(box) || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        found.push(`${nameOf(element)} spans x ${Math.round(box.left)}-${Math.round(box.right)}`);
      }
    }
    for (const element of document.body.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (!seen(element.getBoundingClientRect()) || element.scrollWidth <= element.clientWidth + 1) continue;
      found.push(
        `${nameOf(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`,
      );
    }
    return found;
  });
  expect(problems, `content beside the viewport on ${new URL(page.url()).pathname}`).toEqual([]);
}
