import { expect, test } from './support/test.ts';

test('a visitor signs up through the lead form and sees the success notice @phone', async ({ page }) => {
  const email = `lead-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Join Today' }).click();
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
});

test("an empty submit shows 'Please fill in all fields' and sends nothing", async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/leads')) sent.push(r.url());
  });
  await page.goto('/#cta-section');
  const section = page.locator('#cta-section');
  await section.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  // A moment for any request that would have gone out.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});
