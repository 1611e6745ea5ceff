import { expectAccessible } from './support/accessibility.ts';
import { contractCatalogFile, expectNoEnglish, say } from './support/languages.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { codeSentTo, expect, signInAs, test } from './support/test.ts';

/**
 * The app in the reader's language (issue 36, decision 071), on a phone: chosen from the browser
 * on the first visit, with every control found by its translated name, axe clean, and no English
 * message left on any screen of the journey. The seeded people below are in no other spec.
 */
const SAM = { phone: '+12075550103', national: '(207) 555-0103' }; // on Salt Pier Kitchen's staff list
const CLAIRE = '+12075550106'; // owner of Harbor Lantern

test.describe('in Spanish, from the browser', () => {
  test.use({ locale: 'es-US' });

  test('a worker signs in, finds a job with a filter and opens the member card', async ({ page }) => {
    const es = (english: string, values?: Record<string, string | number>) => say('es', english, values);

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel(es('Phone number')).fill(SAM.national);
    await expectNoEnglish(page, 'es');
    await expectAccessible(page);
    await page.getByRole('button', { name: es('Send code') }).click();
    const code = await codeSentTo(SAM.phone);
    await page.getByLabel(es('Verification code')).fill(code);
    await expectNoEnglish(page, 'es');
    await page.getByRole('button', { name: es('Verify code') }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The job board, filtered to part-time work.
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A filter applies as it changes only once the app has the page; before that the panel is a
    // plain form that applies on its button (jobs-without-javascript.spec.ts).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('summary', { hasText: es('Filters') }).click();
    await page.getByLabel(es('Employment type')).selectOption('part-time');
    await expect(page).toHaveURL(/employment_type=part-time/);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(es('Part-time'));
    // Job titles are the employers' own words, never translated.
    const titles = await cards.locator('h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await expectNoEnglish(page, 'es', titles);
    await expectAccessible(page);
    await expectNoSideScroll(page);

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The job's title (and any other job's, linked from the page) as the employer wrote it.
    await expectNoEnglish(page, 'es', await page.locator('h1, a[href^="/jobs/"]').allTextContents());
    await expectAccessible(page);

    // The member card.
    await page.goto('/card');
    await expect(page.getByTestId('card-qr')).toBeVisible();
    await expect(page.getByText('Salt Pier Kitchen')).toBeVisible();
    await expectNoEnglish(page, 'es');
    await expectAccessible(page);
  });
});

test.describe('in Portuguese, from the browser', () => {
  test.use({ locale: 'pt-PT' });

  test('an owner imports the staff list', async ({ page, newPhone }) => {
    const pt = (english: string, values?: Record<string, string | number>) => say('pt', english, values);
    const staff = [newPhone(), newPhone()];
    const names = staff.map((phone, i) => `${['Ana', 'João'][i]} Lista${phone.e164.slice(-4)}`);

    await signInAs(page, CLAIRE);
    await page.goto('/staff');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: pt('Staff list') })).toBeVisible();
    await expectNoEnglish(page, 'pt');
    await expectAccessible(page);

    // Portuguese column names, as an owner's own spreadsheet would have them.
    const csv = [
      'nome,telefone,função',
      ...staff.map((phone, i) => `${names[i]},${phone.display},Empregado de mesa`),
    ].join('\n');
    await page
      .getByLabel(pt('Upload a CSV file'))
      .setInputFiles({ name: 'funcionarios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByLabel(pt('Or paste rows'))).toHaveValue(csv);
    await page.getByRole('button', { name: pt('Preview') }).click();
    await expect(
      page.getByText(
        pt('{valid} valid, {duplicate} duplicate, {invalid} invalid. Only valid rows are added.', {
          valid: 2,
          duplicate: 0,
          invalid: 0,
        }),
      ),
    ).toBeVisible();
    await expectNoEnglish(page, 'pt');
    await expectAccessible(page);
    await expectNoSideScroll(page);

    await page
      .getByRole('button', {
        name: pt('{validRows, plural, one {Add # person} other {Add # people}}', { validRows: 2 }),
      })
      .click();
    await expect(
      page.getByText(
        pt(
          '{added, plural, one {Added # person to the staff list} other {Added # people to the staff list}}',
          {
            added: 2,
          },
        ),
      ),
    ).toBeVisible();
    for (const name of names) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await expectNoEnglish(page, 'pt');
    await expectAccessible(page);
  });
});

test.describe('in Spanish, on a page the server rendered', () => {
  test.use({ locale: 'es-US' });

  test('the job board takes over with the words the page carries, before the contract catalog arrives', async ({
    page,
  }) => {
    const es = (english: string) => say('es', english);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The contract's catalog (every label and message) is held back until the page has taken over.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${contractCatalogFile('es')}`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    // The pay lines and job types are the contract's words: in Spanish, from the page itself.
    const titles = await cards.locator('h2').allTextContents();
    await expectNoEnglish(page, 'es', titles);

    release();
    await page.locator('summary', { hasText: es('Filters') }).click();
    await page.getByLabel(es('Employment type')).selectOption('part-time');
    await expect(page).toHaveURL(/employment_type=part-time/);
    await expect(cards.first()).toContainText(es('Part-time'));
    await expectNoEnglish(page, 'es', await cards.locator('h2').allTextContents());
    // No hydration mismatch: the browser's first render matched the server's words.
    expect(errors).toEqual([]);
  });
});

test('a right-to-left page mirrors and nothing overflows the phone screen', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  // No right-to-left language ships yet: the page is turned as one would be (decision 071).
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await expectNoSideScroll(page);
  // Mirrored: the brand, first in the bar, now sits at its right end.
  const brand = await page
    .getByRole('banner')
    .getByRole('link', { name: /Industry Perks/ })
    .first()
    .boundingBox();
  const viewport = page.viewportSize()!;
  expect(brand!.x + brand!.width).toBeGreaterThan(viewport.width / 2);
});
