import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Adds one shift block on the job form: the days, then the hours. */
export async function addShift(page: Page, days: string[], start: string, end: string) {
  for (const day of days) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Start time').selectOption(start);
  await page.getByLabel('End time').selectOption(end);
  await page.getByRole('button', { name: 'Add Shift Block' }).click();
  await expect(page.getByText('Shift Added').first()).toBeVisible();
}
