import { mkdirSync } from 'node:fs';
import { ROSTER_MESSAGES, ROSTER_WAITING_MAX_ENTRIES } from '@perks/contract';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoEnglish, say } from './support/languages.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

/** Where a run leaves the preview's picture for people to look at; outside the repository. */
const SCREENS = process.env.E2E_SCREENS_DIR;

test.describe('a staff list for a business waiting for review, on a 390 px phone in Spanish', () => {
  test.use({ locale: 'es-US', viewport: { width: 390, height: 844 } });

  test('the preview of a 20-row list says the cap before the tap and adds the 10 that fit', async ({
    page,
    newPhone,
  }) => {
    const es = (english: string, values?: Record<string, string | number>) => say('es', english, values);
    const owner = newPhone();
    const staff = Array.from({ length: 20 }, () => newPhone());
    const suffix = owner.e164.slice(-4);

    // A new owner's business, waiting for an administrator's review.
    await signInAs(page, owner.e164);
    const refreshed = await page.request.post('/api/v1/auth/refresh');
    const token = (await refreshed.json()).data.session.access_token as string;
    const created = await page.request.post('/api/v1/businesses', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Cantina Espera ${suffix}`, category: 'restaurant' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: es('Staff list') })).toBeVisible();
    const csv = [
      'nombre,teléfono',
      ...staff.map((phone, i) => `Persona ${i + 1} ${suffix},${phone.display}`),
    ];
    await page
      .getByLabel(es('Upload a CSV file'))
      .setInputFiles({ name: 'personal.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
    await page.getByRole('button', { name: es('Preview') }).click();

    // The cap, how many fit, and the rows past it, all before anything is saved.
    const notice = page.getByRole('note');
    await expect(notice).toContainText(
      es(
        'This business is waiting for review: until it is approved, its staff list can hold at most {max} people.',
        { max: ROSTER_WAITING_MAX_ENTRIES },
      ),
    );
    await expect(
      page.getByText(
        es('{valid} valid, {duplicate} duplicate, {invalid} invalid. Only valid rows are added.', {
          valid: ROSTER_WAITING_MAX_ENTRIES,
          duplicate: 0,
          invalid: 0,
        }),
      ),
    ).toBeVisible();
    await expect(page.getByText(es(ROSTER_MESSAGES.pastWaitingLimit))).toHaveCount(
      20 - ROSTER_WAITING_MAX_ENTRIES,
    );
    const add = page.getByRole('button', {
      name: es('{validRows, plural, one {Add the # person who fits} other {Add the # people who fit}}', {
        validRows: ROSTER_WAITING_MAX_ENTRIES,
      }),
    });
    await expect(add).toBeVisible();
    await expectNoEnglish(page, 'es');
    await expectNoSideScroll(page);
    await expectAccessible(page);
    if (SCREENS) {
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/staff-preview-es.png`, fullPage: true });
    }

    // The tap adds exactly what the button said.
    await add.click();
    await expect(
      page.getByText(
        es(
          '{added, plural, one {Added # person to the staff list} other {Added # people to the staff list}}',
          {
            added: ROSTER_WAITING_MAX_ENTRIES,
          },
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(`Persona 10 ${suffix}`, { exact: true }).first()).toBeVisible();

    // Full now: the same list again offers no button at all, and says why.
    await page.getByLabel(es('Or paste rows')).fill(csv.join('\n'));
    await page.getByRole('button', { name: es('Preview') }).click();
    await expect(page.getByText(es('No row of this list can be added.'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Añadir/ })).toHaveCount(0);
    await expectNoEnglish(page, 'es');
  });
});
