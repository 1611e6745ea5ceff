import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Seeded owners and verified members no other spec signs in, one pair per project so the two runs
// do not share a promotion's use limit.
const PEOPLE = {
  desktop: { owner: '+12075550112', business: 'Knightville Diner', member: '+12075550122', name: 'Tyler' },
  phone: { owner: '+12075550113', business: 'Presumpscot Smokehouse', member: '+12075550123', name: 'Mia' },
} as const;

test('an owner runs a promotion, a member finds it, the owner records its use at check-in, the member reviews the visit @phone', async ({
  page,
  browser,
}) => {
  // Two people in two browsers.
  test.slow();
  const people = PEOPLE[test.info().project.name as keyof typeof PEOPLE];
  const title = `Staff brunch ${Date.now().toString().slice(-6)}`;

  // The owner creates a promotion, one use per member.
  await signInAs(page, people.owner);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Twenty percent off brunch for industry staff.');
  await page.getByRole('spinbutton', { name: 'Discount value' }).fill('20');
  await page.getByRole('textbox', { name: 'Terms (optional)' }).fill('Weekdays only. Show the live card.');
  await page.getByRole('spinbutton', { name: 'Uses per member (optional)' }).fill('1');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  const listed = page
    .getByRole('region', { name: 'Your promotions' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(listed).toContainText('Running');
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // The member finds it on /perks, with its terms.
  const memberContext = await anotherBrowser(browser);
  const member = await memberContext.newPage();
  await signInAs(member, people.member);
  await member.goto('/perks');
  await member.getByRole('searchbox', { name: 'Search perks' }).fill(title);
  const perk = member.getByRole('article', { name: title });
  await expect(perk).toContainText('20% off');
  await expect(perk).toContainText('Terms: Weekdays only. Show the live card.');
  await expect(perk.getByRole('link', { name: people.business })).toBeVisible();
  await expectAccessible(member);

  // The member shows the card; the owner opens its code and records the visit with the promotion.
  await member.goto('/card');
  const token = (await member.getByTestId('card-code').textContent()) ?? '';
  expect(token).toMatch(/^[0-9A-Z]{10}-\d{8}$/);
  await page.goto(`/verify/${token}`);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-valid', 'true');
  await expectNoSideScroll(page);
  await page.getByLabel('Promotion used (optional)').selectOption({ label: `${title} (used 0 of 1)` });
  await page.getByRole('button', { name: `Record visit at ${people.business}` }).click();
  await expect(
    page.getByText(`Visit recorded for ${people.name} with ${title}`, { exact: false }),
  ).toBeVisible();

  // The member's redemptions list it.
  await member.goto('/perks');
  const redemptions = member.getByRole('region', { name: 'Your redemptions' });
  await expect(redemptions.getByText(title)).toBeVisible();

  // Its one use is spent: the member's card says so, and the next check-in does not offer it.
  await member.getByRole('searchbox', { name: 'Search perks' }).fill(title);
  await expect(member.getByRole('article', { name: title })).toContainText(
    'Up to 1 use per member, used 1 of 1',
  );

  // The member reviews the visit from the business page and sees it there.
  await member.getByRole('searchbox', { name: 'Search perks' }).fill(title);
  await member.getByRole('article', { name: title }).getByRole('link', { name: people.business }).click();
  await expect(member.getByRole('heading', { level: 1, name: people.business })).toBeVisible();
  const reviews = member.getByRole('region', { name: 'Reviews' });
  await reviews.getByLabel('Rating').selectOption('4');
  await reviews
    .getByRole('textbox', { name: 'Comment' })
    .fill('Quick brunch and a friendly crew at the counter.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Quick brunch and a friendly crew at the counter.')).toBeVisible();
  await expect(reviews.getByText(/out of 5 from \d+ review/)).toBeVisible();
  await expect(
    reviews.getByText('You have already reviewed your latest visit here.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(member);

  await memberContext.close();
});
