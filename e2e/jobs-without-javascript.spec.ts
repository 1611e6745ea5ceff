import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, test } from './support/test.ts';

// /jobs and job pages work, not only show, from the server's HTML alone, and on a phone the
// filters fold away (docs/decisions/059-jobs-without-javascript-and-phone-filters.md). The demo
// data seeded at start has more than one page (20) of tipped part-time jobs.

const cards = (page: Page) => page.locator('main article');
const filters = (page: Page) => page.getByRole('form', { name: 'Job filters' });

/** On a phone the filters sit behind 'Filters (n)': open it, and say what it read. */
async function openFilters(page: Page): Promise<string | null> {
  const toggle = filters(page).locator('summary').first();
  if (!(await toggle.isVisible())) return null;
  const label = (await toggle.textContent())?.trim() ?? '';
  await toggle.click();
  return label;
}

/** /jobs with its first cards, and the filters open (on a phone, behind 'Filters'); true on a phone. */
async function openJobBoard(page: Page): Promise<boolean> {
  const phone = test.info().project.name === 'phone';
  await page.goto('/jobs');
  await expect(cards(page).first()).toBeVisible();
  expect(await openFilters(page)).toBe(phone ? 'Filters' : null);
  return phone;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor searches, filters, pages and reaches the e-mail link of a job @desktop', async ({
    page,
  }) => {
    const phone = await openJobBoard(page);

    // Search: the form's GET request, rendered by the server.
    await filters(page).getByLabel('Search job titles').fill('bartender');
    await filters(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/jobs\?title_search=bartender&/);
    await expect(cards(page).first()).toBeVisible();
    for (const title of await cards(page).locator('h2').allTextContents())
      expect(title.toLowerCase()).toContain('bartender');

    // Filter: tipped part-time jobs, the search emptied again.
    expect(await openFilters(page)).toBe(phone ? 'Filters (1)' : null);
    await expect(filters(page).getByLabel('Search job titles')).toHaveValue('bartender');
    await filters(page).getByLabel('Search job titles').fill('');
    await filters(page).getByLabel('Tipped roles only').check();
    await filters(page).getByLabel('Employment type').selectOption('part-time');
    await filters(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/is_tipped_role=true/);
    await expect(page).toHaveURL(/employment_type=part-time/);
    await expect(page.getByText(/ jobs • Page 1 of \d+/)).toBeVisible();
    if (phone) await expect(filters(page).locator('summary').first()).toHaveText('Filters (2)');
    for (const card of await cards(page).all()) await expect(card).toContainText('Part-time');

    // Page: a link that keeps the filters.
    const firstOnPageOne = (await cards(page).locator('h2').first().textContent()) ?? '';
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/jobs\?employment_type=part-time&is_tipped_role=true&page=2$/);
    await expect(page.getByText(/ jobs • Page 2 of \d+/)).toBeVisible();
    await expect(cards(page).locator('h2').first()).not.toHaveText(firstOnPageOne);
    await expect(filters(page).getByLabel('Tipped roles only')).toBeChecked();
    if (phone) await expectNoSideScroll(page);

    // A job: its e-mail link carries the address; on a phone the bar at the bottom leads to it.
    await cards(page).first().locator('h2 a').click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    const apply = page.getByRole('link', { name: 'Apply by e-mail' });
    await expect(apply).toHaveAttribute('href', /^mailto:[^@\s?]+@[^@\s?]+\?subject=/);
    const bar = page.getByRole('link', { name: 'Apply for this job' });
    if (phone) {
      await expect(bar).toBeInViewport();
      await bar.click();
      await expect(page).toHaveURL(/#how-to-apply$/);
      await expect(apply).toBeInViewport();
      await expectNoSideScroll(page);
    } else {
      await expect(bar).toBeHidden();
    }
  });

  test('no save heart or alert button that could do nothing: they show only where scripts run @desktop', async ({
    page,
  }) => {
    const heart = (scope: Page | Locator, includeHidden = false) =>
      scope.getByRole('button', { name: /^Save job: /, includeHidden });
    await page.goto('/jobs');
    await expect(cards(page).first()).toBeVisible();
    // In the page (scripts would show it), but neither seen nor reachable by keyboard or reader.
    await expect(heart(cards(page).first(), true)).toHaveCount(1);
    await expect(heart(cards(page).first(), true)).toBeHidden();
    await expect(heart(page)).toHaveCount(0);
    // Nor 'Get alerts for this search', whose form and sign-in need scripts.
    await expect(page.getByRole('button', { name: 'Get alerts for this search' })).toHaveCount(0);

    await cards(page).first().locator('h2 a').click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toBeVisible();
    await expect(heart(page)).toHaveCount(0);
  });

  test('a visitor sets a minimum pay, and every job listed pays at least that an hour @desktop', async ({
    page,
  }) => {
    const phone = await openJobBoard(page);
    // The box's pattern refuses what the API would, before the form is sent.
    const minPay = filters(page).getByLabel('Minimum pay');
    await minPay.fill('18.555');
    expect(await minPay.evaluate((box: HTMLInputElement) => box.validity.patternMismatch)).toBe(true);
    await minPay.fill('24');
    await filters(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/[?&]min_pay=24(&|$)/);
    await expect(cards(page).first()).toBeVisible();
    if (phone) await expect(filters(page).locator('summary').first()).toHaveText('Filters (1)');
    await expect(filters(page).getByLabel('Minimum pay')).toHaveValue('24');
    // The card's pay line: the top of a range or the base pay, plus the tips shown (decision 065).
    let checked = 0;
    for (const line of await cards(page).locator('li.font-semibold').allTextContents()) {
      const amounts = [...line.matchAll(/\$([\d,]+\.\d\d)/g)].map((found) =>
        Number(found[1]!.replace(/,/g, '')),
      );
      if (!/^Pay: \$[\d,.]+( - \$[\d,.]+)?\+?\/hr( \+ (\$[\d,.]+\/hr )?tips)?$/.test(line)) continue; // a written pay line
      const withTips = / \+ \$[\d,.]+\/hr tips$/.test(line);
      const top = withTips ? amounts.at(-2)! + amounts.at(-1)! : amounts.at(-1)!;
      expect(top, line).toBeGreaterThanOrEqual(24);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    if (phone) await expectNoSideScroll(page);
  });

  test('the navigation shows its links, and the phone menu opens @desktop', async ({ page }) => {
    await page.goto('/jobs');
    // No grey placeholders waiting for a session check that never runs.
    await expect(page.getByTestId('auth-placeholder').locator('visible=true')).toHaveCount(0);
    if (test.info().project.name === 'phone') {
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const menu = page.locator('header summary');
      await expect(menu).toHaveAccessibleName('Menu');
      await menu.click();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Post a Job' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#cta-section');
    await nav.getByRole('link', { name: 'Example Job' }).click();
    await expect(page).toHaveURL(/\/example-job$/);
  });
});

// Both projects run these at the 390x844, so the phone layout is what they see.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first screen of /jobs shows results, with the filters behind one button @phone', async ({
    page,
  }) => {
    await page.goto('/jobs?is_tipped_role=true&employment_type=part-time&sort_by=salary');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(cards(page).first()).toBeInViewport();
    const toggle = filters(page).locator('summary').first();
    // The sort orders the list; only the two filters count.
    await expect(toggle).toHaveText('Filters (2)');
    await expectNoSideScroll(page);

    await toggle.click();
    const show = filters(page).getByRole('button', { name: 'Show results' });
    // However long the panel, its button is on the screen without scrolling.
    await expect(show).toBeInViewport({ ratio: 1 });
    await expectNoSideScroll(page);
    await expectAccessible(page);

    await filters(page).getByLabel('Location').fill('Portland');
    await show.click();
    await expect(page).toHaveURL(/location=Portland/);
    await expect(toggle).toHaveText('Filters (3)');
    await expect(show).toBeHidden();
  });

  test('a job page keeps Apply on the screen and ends clear of it @phone', async ({ page }) => {
    await page.goto('/jobs');
    await cards(page).first().locator('h2 a').click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const bar = page.getByRole('link', { name: 'Apply for this job' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);

    // At the end of the page the bar sits below the content, covering none of it.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const howToApply = page.locator('#how-to-apply');
    await expect(howToApply).toBeInViewport();
    const section = await howToApply.boundingBox();
    const barBox = await bar.boundingBox();
    expect(barBox!.y).toBeGreaterThanOrEqual(section!.y + section!.height);

    await bar.click();
    await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toBeInViewport();
  });
});
