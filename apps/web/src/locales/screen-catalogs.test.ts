import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { screenCatalogs } from './screen-catalogs';

const WEB_ROOT = join(import.meta.dirname, '../..');

it('lists, for every screen, the catalogs of the code it runs (npm run i18n:extract writes it)', () => {
  const committed = JSON.parse(readFileSync(join(import.meta.dirname, 'screen-catalogs.json'), 'utf8'));
  expect(committed).toEqual(screenCatalogs(WEB_ROOT));
});

it('loads the shell and what the root layout runs before the first render, and no signed-in feature', () => {
  const { root } = screenCatalogs(WEB_ROOT);
  expect(root[0]).toBe('shell');
  for (const feature of ['admin', 'dashboard', 'job-posting', 'analytics', 'billing'])
    expect(root).not.toContain(feature);
});

it('leaves the words of a part loaded on demand (lazyWithWords) to the part, not its screen', () => {
  const { screens } = screenCatalogs(WEB_ROOT);
  expect(screens['src/features/job-alerts/components/new-alert-panel.tsx']).toEqual(['job-alerts']);
  expect(screens['src/app/pages/jobs-page.tsx']).not.toContain('job-alerts');
  // The apply part also draws the job page's sticky bar (ApplyBar, the jobs feature's words), which
  // its screen has loaded already.
  expect(screens['src/features/applications/components/job-apply.tsx']).toEqual(['applications', 'jobs']);
  expect(screens['src/app/pages/job-page.tsx']).not.toContain('applications');
});
