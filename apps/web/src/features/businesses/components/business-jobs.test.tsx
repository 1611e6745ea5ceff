import { listPage, type TJob } from '@perks/contract';
import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { JobsDialog } from './jobs-dialog';
import { OpenJobsCard } from './open-jobs-card';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

const job: TJob = {
  ...sampleJob,
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Oyster Shucker',
  business_id: BUSINESS_ID,
  description: 'Shuck **fast**.\nSmile at the bar.',
};

/** The business's jobs as GET /businesses/{id}/jobs answers them. */
const api: ApiStubs = {
  'GET /businesses/{id}/jobs': ({ params }) =>
    params.id !== BUSINESS_ID
      ? fail(404, 'NOT_FOUND', 'Business not found')
      : listPage([{ ...job, distance_miles: null }], 1, { page: 1, limit: 50 }),
};

/** The description as the poster wrote it: bold where they put **, the line break kept, no asterisks. */
function expectRichDescription(container: HTMLElement) {
  const bold = within(container).getByText('fast');
  expect(bold.tagName).toBe('STRONG');
  expect(bold.parentElement?.innerHTML).toBe('Shuck <strong>fast</strong>.<br>Smile at the bar.');
  expect(container).not.toHaveTextContent('**');
}

describe("a business's job descriptions", () => {
  it("render bold and line breaks in the directory's 'Jobs at {name}' dialog", async () => {
    await renderWithProviders(
      <JobsDialog businessId={BUSINESS_ID} name="Salt Pier Kitchen" trigger={<Button>View Jobs</Button>} />,
      { api },
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jobs at Salt Pier Kitchen' });
    expect(await within(dialog).findByRole('heading', { name: 'Oyster Shucker' })).toBeInTheDocument();
    expectRichDescription(dialog);
  });

  it("render bold and line breaks in the business page's 'Open Jobs'", async () => {
    await renderWithProviders(<OpenJobsCard businessId={BUSINESS_ID} />, { api });
    const card = (await screen.findByRole('heading', { name: 'Oyster Shucker' })).closest('li')!;
    expectRichDescription(card);
  });
});
