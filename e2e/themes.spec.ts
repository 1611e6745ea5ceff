import { readFileSync } from 'node:fs';
import { findPreset, THEME_PRESETS } from '@perks/contract';
import type { Page } from '@playwright/test';
import { COLOUR_RULES, expectAccessible } from './support/accessibility.ts';
import { expect, signInAs, test } from './support/test.ts';

// A seeded admin of its own (global setup).
const ADMIN = '+12075550191';
const OCEAN_PRIMARY = '199 89% 32%';
const FOREST_PRIMARY = '150 60% 24%';
const HARBOUR_PRIMARY = '160 70% 22%';

/** The value of a theme variable on <html> as the page paints it now. */
const themeVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('an admin previews a preset, resets, builds, exports and publishes a custom theme; a signed-out visitor gets it on first paint @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, ADMIN);
  await page.goto('/admin?tab=themes');
  await expect(page.getByRole('tab', { name: 'Brand Themes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Theme presets' }).getByRole('listitem')).toHaveCount(13);
  await expect(page.getByText('Platform theme: Ocean (default)')).toBeVisible();

  // Preview a preset: the whole platform follows, and the choice is kept in this browser.
  await page.getByRole('button', { name: 'Preview Forest' }).click();
  await expect.poll(() => themeVariable(page, '--primary')).toBe(FOREST_PRIMARY);
  expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBe('forest');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset to platform theme' }).click();
  await expect.poll(() => themeVariable(page, '--primary')).toBe(OCEAN_PRIMARY);
  expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBeNull();

  // Build a custom theme; unreadable text is flagged and cannot be published.
  const builder = page.getByRole('region', { name: 'Custom theme builder' });
  await builder.getByLabel('Theme name').fill('Harbour Lights');
  await builder.getByLabel('Start from preset').selectOption('forest');
  await builder.getByRole('tab', { name: 'Colors' }).click();
  await builder.getByLabel('Primary', { exact: true }).fill('160 70% 80%');
  await expect(builder.getByRole('alert')).toContainText('below WCAG AA');
  await expect(builder.getByRole('list', { name: 'Contrast ratios' })).toContainText('below AA');
  await expect(builder.getByRole('button', { name: 'Publish custom theme' })).toBeDisabled();
  await builder.getByLabel('Primary', { exact: true }).fill('not a colour');
  await expect(builder.getByText("Enter a colour as 'hue saturation% lightness%'")).toBeVisible();
  await builder.getByLabel('Primary', { exact: true }).fill(HARBOUR_PRIMARY);
  await expect(builder.getByRole('alert')).toHaveCount(0);
  await builder.getByRole('tab', { name: 'Typography' }).click();
  await builder.getByLabel('Heading font').selectOption('Lora');
  await builder.getByLabel('Body weight').selectOption('300');

  // Preview it on the platform (not saved as the choice), then export it.
  await builder.getByRole('button', { name: 'Preview on platform' }).click();
  await expect.poll(() => themeVariable(page, '--primary')).toBe(HARBOUR_PRIMARY);
  expect(await themeVariable(page, '--font-heading')).toContain('"Lora"');
  expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBeNull();
  await builder.getByRole('tab', { name: 'Export' }).click();
  await expect(builder.getByLabel('CSS')).toHaveValue(new RegExp(`--primary: ${HARBOUR_PRIMARY};`));
  await builder.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(page.getByText('CSS copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `--primary: ${HARBOUR_PRIMARY};`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^custom-[a-z0-9]+\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported).toMatchObject({
    name: 'Harbour Lights',
    fonts: { heading: 'Lora', bodyWeight: 300 },
    colors: { primary: HARBOUR_PRIMARY },
  });

  // Keep it in this browser, then publish it for everyone.
  await builder.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByRole('list', { name: 'Custom themes' })).toContainText('Harbour Lights');
  await builder.getByRole('button', { name: 'Publish custom theme' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Platform theme: Harbour Lights')).toBeVisible();
  await expectAccessible(page);

  // A fresh signed-out browser: /jobs is in the published theme before any script runs...
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/jobs');
  expect(await themeVariable(still, '--primary')).toBe(HARBOUR_PRIMARY);
  expect(await still.evaluate(() => getComputedStyle(document.body).fontWeight)).toBe('300');
  await noScript.close();

  // ...and stays in it once the app has started, asking nothing of any other origin.
  const visitor = await browser.newContext({ baseURL });
  const fresh = await visitor.newPage();
  const elsewhere: string[] = [];
  fresh.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  await fresh.goto('/jobs');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await themeVariable(fresh, '--primary')).toBe(HARBOUR_PRIMARY);
  // The page's text is painted in the published foreground (the forest preset's, which Harbour keeps).
  const painted = await fresh.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'hsl(150 25% 10%)';
    document.body.append(probe);
    return [getComputedStyle(document.body).color, getComputedStyle(probe).color];
  });
  expect(painted[0]).toBe(painted[1]);
  // The published heading font is self-hosted and loads for this theme.
  await expect
    .poll(() =>
      fresh.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Lora') && f.status === 'loaded'),
      ),
    )
    .toBe(true);
  await expectAccessible(fresh);
  expect(elsewhere).toEqual([]);
  // The visitor's own choice in this browser wins over the published theme.
  await fresh.evaluate(() => localStorage.setItem('app-theme', 'royal'));
  await fresh.reload();
  await expect.poll(() => themeVariable(fresh, '--primary')).toBe(findPreset('royal')!.colors.primary);
  await visitor.close();

  // Back to the default for the rest of the suite.
  await page.getByRole('button', { name: 'Restore default' }).click();
  await expect(page.getByText('Platform theme: Ocean (default)')).toBeVisible();
});

test("a visitor's own theme choice applies, and the job board stays accessible in every preset @phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/jobs');
  for (const preset of THEME_PRESETS) {
    await page.evaluate((id) => localStorage.setItem('app-theme', id), preset.id);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => themeVariable(page, '--primary'), { message: preset.id })
      .toBe(preset.colors.primary);
    await expect.poll(() => themeVariable(page, '--background')).toBe(preset.colors.background);
    // The first preset is checked whole; the others change only colours and fonts, so only the
    // rules colours can break run again.
    await expectAccessible(page, preset === THEME_PRESETS[0] ? undefined : COLOUR_RULES);
  }
});
