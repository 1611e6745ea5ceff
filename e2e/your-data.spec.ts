import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from './support/accessibility.ts';
import { codeSentTo, expect, signInAs, test } from './support/test.ts';

/** The ZIP a click on 'Download the ZIP' saves, opened: its data.json. */
async function downloadedData(page: import('@playwright/test').Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-data.zip');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  return JSON.parse(strFromU8(files['data.json']!)) as {
    account: { id: string; phone: string };
    profile: { first_name: string | null };
  };
}

test('a worker downloads their data, then deletes their account with a code and is signed out for good @phone', async ({
  page,
  newPhone,
}) => {
  const phone = newPhone();
  const worker = await signInAs(page, phone.e164);
  await page.goto('/settings');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  await expectAccessible(page);

  await yourData.getByRole('button', { name: 'Download my data' }).click();
  await expect(yourData.getByText('The link works for 24 hours.')).toBeVisible();
  const data = await downloadedData(page);
  expect(data.account).toMatchObject({ id: worker.id, phone: phone.e164 });

  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByRole('button', { name: 'Text me a code' }).click();
  const code = await codeSentTo(phone.e164);
  await deletion.getByLabel('Code').fill(code);
  await expectAccessible(page);
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed out: a signed-in screen sends the visitor to the login screen.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);

  // The same phone signs in to a new, empty account: the old one's data is gone.
  const again = await signInAs(page, phone.e164);
  expect(again.id).not.toBe(worker.id);
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Download my data' })
    .click();
  const fresh = await downloadedData(page);
  expect(fresh.account.id).toBe(again.id);
  expect(fresh.account.id).not.toBe(worker.id);
});
