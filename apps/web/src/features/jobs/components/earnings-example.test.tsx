import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EarningsExample } from './earnings-example';

describe('earnings example', () => {
  it('multiplies rate (base + tips) by shift length and minimum shifts, wrapping overnight shifts', () => {
    render(
      <EarningsExample
        job={{
          base_hourly_pay: 15,
          is_tipped_role: true,
          estimated_tips_hourly: 10,
          minimum_shifts_per_week: 3,
          schedule_data: [
            { day: 'friday', startTime: '18:00', endTime: '02:00' },
            { day: 'saturday', startTime: '18:00', endTime: '02:00' },
          ],
        }}
      />,
    );
    // 8-hour overnight shifts at $25/hr, 3 a week.
    expect(screen.getByText('$25.00/hr × 8 hours per shift × 3 shifts per week')).toBeInTheDocument();
    expect(screen.getByText('$600.00')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    // The listed schedule (16 hours) pays less than the minimum example, so no full-schedule line.
    expect(screen.queryByText(/full schedule/)).not.toBeInTheDocument();
  });

  it('adds the full-schedule example when it pays more', () => {
    render(
      <EarningsExample
        job={{
          base_hourly_pay: 20,
          minimum_shifts_per_week: 1,
          schedule_data: [
            { day: 'monday', startTime: '09:00', endTime: '17:00' },
            { day: 'tuesday', startTime: '09:00', endTime: '13:30' },
          ],
        }}
      />,
    );
    expect(screen.getByText('$20.00/hr × 4.5 hours per shift × 1 shift per week')).toBeInTheDocument();
    expect(screen.getByText(/Working the full schedule \(12.5 hours a week\)/)).toHaveTextContent(
      'Working the full schedule (12.5 hours a week): $250.00 weekly • $500.00 biweekly',
    );
  });

  it('says what is missing when there is no pay or schedule to count', () => {
    render(<EarningsExample job={{ base_hourly_pay: null, schedule_data: [] }} />);
    expect(screen.getByText('Add base pay and a schedule to see an example.')).toBeInTheDocument();
  });
});
