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

export interface JobToPost {
  title: string;
  /** The business's name as the form's Business list shows it. */
  business: string;
  days: string[];
  start: string;
  end: string;
  /** The 'Why work here?' words. */
  pitch: string;
}

/** Posts a live job through the job form as its owner or manager and returns the job's id. */
export async function postJob(page: Page, job: JobToPost): Promise<string> {
  await page.goto('/post-job');
  await page.getByLabel('Job title').fill(job.title);
  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: new RegExp(job.business) }).click();
  await addShift(page, job.days, job.start, job.end);
  await page.getByLabel('Why work here?').fill(job.pitch);
  await page.getByLabel('Contact email').fill('jobs@example.com');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('link', { name: job.title }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  return page.url().match(/\/jobs\/([0-9a-f-]{36})$/)![1]!;
}
