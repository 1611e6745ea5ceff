import { scheduleHours } from '@perks/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_JOB } from '../data/example-job';
import { ExampleJobPage } from './example-job-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/example-job', element: <ExampleJobPage /> }], {
    initialEntries: ['/example-job'],
  });
  return render(<RouterProvider router={router} />);
}

describe('/example-job', () => {
  it('states the weekly hours its shifts add up to', () => {
    expect(scheduleHours(EXAMPLE_JOB.schedule_data)).toBe(26);
    renderPage();
    expect(screen.getByText('Weekly hours').nextElementSibling).toHaveTextContent(/^26$/);
    expect(screen.getByText(/Working the full schedule/)).toHaveTextContent('(26 hours a week)');
  });

  it('calls the cafe line cook a part-time kitchen job', () => {
    renderPage();
    expect(screen.getByText('Kitchen / Cook')).toBeInTheDocument();
    expect(screen.getByText('Part-time')).toBeInTheDocument();
  });
});
