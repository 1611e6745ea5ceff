import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

test('a visitor signs up through the lead form and sees the success notice @phone', async ({ page }) => {
  const email = `lead-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Join Today' }).click();
  const section = page.locator('#cta-section');
  await expect(section).toBeInViewport();
  await expect(section.getByText('Now Accepting Members')).toBeVisible();

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/leads') && r.method() === 'POST');
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('Where do you work?').fill('Salt Pine Social');
  await section.getByLabel('Yes').check();
  await section.getByRole('button', { name: 'Sign Up' }).click();

  expect((await posted).postDataJSON()).toEqual({
    email,
    business: 'Salt Pine Social',
    lead_source: 'website',
    is_owner_gm: true,
  });
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText("Thanks for signing up! We'll be in touch soon.")).toBeVisible();
  await expect(section.getByLabel('Email')).toHaveValue('');
  await expect(section.getByLabel('Where do you work?')).toHaveValue('');
  await expectAccessible(page);
});

test("an empty submit shows 'Please fill in all fields' and sends nothing", async ({ page }) => {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/leads')) sent.push(r.postDataJSON());
  });
  await page.goto('/#cta-section');
  // The home page comes rendered from the server: the form checks its fields once the app has taken over.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const section = page.locator('#cta-section');
  await section.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await expectAccessible(page);

  // Requests go out in order, so once a complete submit's request is seen, any request of the
  // empty one would have been seen before it.
  const email = `lead-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('Where do you work?').fill('Salt Pine Social');
  await section.getByLabel('No').check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/leads') && r.method() === 'POST');
  await section.getByRole('button', { name: 'Sign Up' }).click();
  await posted;
  expect(sent).toEqual([{ email, business: 'Salt Pine Social', lead_source: 'website', is_owner_gm: false }]);
});
