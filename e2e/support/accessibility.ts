import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';

// WCAG 2.2 at level AA, and everything of 2.0 and 2.1 it builds on.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The minified build of the axe-core that @axe-core/playwright runs: a third of the size of the
// source it injects by default.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
// What AxeBuilder is told to inject once the page already has axe: nothing. Injecting took 0.5-3 s
// a time on a busy two-core machine (AxeBuilder injects twice per check), running it 0.2-0.9 s.
const ALREADY_INJECTED = ';';

/** The rules a change of colours alone can break: a theme changes colours, never structure. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe over the page as it is now and fails on any violation, naming each rule with the
 * elements it found. Specs call it once a page (or a state of it: an open menu, an error) shows
 * its content, so every screen the browser tests visit is checked where it really renders.
 * `rules` narrows the check to those rules, for a page already checked whole whose colours alone
 * changed since. A whole check also fails on content beside the viewport (WCAG 1.4.10, Reflow), so
 * every screen a journey checks is checked at the size it runs at, a phone's above all
 * (decision 062).
 */
export async function expectAccessible(page: Page, rules?: readonly string[]): Promise<void> {
  const started = Date.now();
  await animationsSettled(page);
  if (!rules) await expectNoSideScroll(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    // Only violations fail the check; leaving out the details of what passed saves time. (Before
    // withTags and withRules: options() replaces the whole option set, what to run included.)
    .options({ resultTypes: ['violations'] })
    // The app has no frames, so axe runs in the page itself rather than in an extra blank page.
    .setLegacyMode();
  // Rules and tags each set what axe runs; the named rules are all WCAG 2.x AA rules.
  if (rules) builder.withRules([...rules]);
  else builder.withTags(WCAG_22_AA);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
  expect(found, `accessibility violations on ${new URL(page.url()).pathname}`).toEqual([]);
  // The check's time is added to the test's limit, so the journey keeps the whole of its own.
  test.info().setTimeout(test.info().timeout + (Date.now() - started));
}

/**
 * Waits for what is moving on the page to arrive (a toast sliding and fading in, a menu opening):
 * axe reads colours as painted, so text halfway through fading in would count as low contrast.
 * Endless animations (loading skeletons) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A first toast mounts the Toaster, whose code loads then (app/providers.tsx): wait for it, so the
  // toast's entrance is among the animations waited for below.
  await page.waitForFunction(() => document.documentElement.dataset.toasterLoading === undefined);
  await page.evaluate(async () => {
    // Two frames, so transitions started by the last render have begun.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    // Only what is painted: an element inside a closed <details> (the phone's folded job filters)
    // is not rendered, so its transitions never advance and would never finish; axe skips it too.
    const painted = (animation: Animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target === null || target.checkVisibility();
    };
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .filter(painted);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
