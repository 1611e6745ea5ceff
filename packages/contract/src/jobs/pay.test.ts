import { describe, expect, it } from 'vitest';
import { formatUsd, formPayDisplay, roundCents, salaryDisplay, totalHourly } from './pay.ts';

describe('salaryDisplay', () => {
  it('uses salary_display as written when given', () => {
    expect(salaryDisplay({ salary_display: ' $45k-$50k/yr ', base_hourly_pay: 15 })).toBe('$45k-$50k/yr');
  });

  it('ignores a blank salary_display', () => {
    expect(salaryDisplay({ salary_display: '  ', base_hourly_pay: 15 })).toBe('$15.00/hr');
  });

  it('shows a rate range with two decimals', () => {
    expect(salaryDisplay({ hourly_rate_min: 15, hourly_rate_max: 18 })).toBe('$15.00 - $18.00/hr');
  });

  it('adds estimated tips to a range for a tipped role', () => {
    expect(
      salaryDisplay({
        hourly_rate_min: 15,
        hourly_rate_max: 18,
        is_tipped_role: true,
        estimated_tips_hourly: 8,
      }),
    ).toBe('$15.00 - $18.00/hr + $8.00/hr tips');
  });

  it('shows one rate when the range is a single value', () => {
    expect(salaryDisplay({ hourly_rate_min: 17.5, hourly_rate_max: 17.5 })).toBe('$17.50/hr');
  });

  it('puts a reversed range the right way round', () => {
    expect(salaryDisplay({ hourly_rate_min: 18, hourly_rate_max: 15 })).toBe('$15.00 - $18.00/hr');
  });

  it('shows a minimum with "+ tips" for a tipped role without a tip estimate', () => {
    expect(salaryDisplay({ hourly_rate_min: 15, is_tipped_role: true })).toBe('$15.00/hr + tips');
  });

  it('shows a minimum with the tip estimate when known', () => {
    expect(salaryDisplay({ hourly_rate_min: 15, is_tipped_role: true, estimated_tips_hourly: 8.5 })).toBe(
      '$15.00/hr + $8.50/hr tips',
    );
  });

  it('shows an untipped minimum as open-ended', () => {
    expect(salaryDisplay({ hourly_rate_min: 15, is_tipped_role: false })).toBe('$15.00+/hr');
  });

  it('falls back to base pay, plus tips when tipped', () => {
    expect(salaryDisplay({ base_hourly_pay: 15, is_tipped_role: true, estimated_tips_hourly: 8 })).toBe(
      '$15.00/hr + $8.00/hr tips',
    );
    expect(salaryDisplay({ base_hourly_pay: 15, is_tipped_role: true })).toBe('$15.00/hr + tips');
    expect(salaryDisplay({ base_hourly_pay: 22.5, is_tipped_role: false })).toBe('$22.50/hr');
  });

  it('hides stale tips on a role that is not tipped', () => {
    expect(salaryDisplay({ base_hourly_pay: 20, is_tipped_role: false, estimated_tips_hourly: 8 })).toBe(
      '$20.00/hr',
    );
  });

  it('does not show zero tips', () => {
    expect(salaryDisplay({ base_hourly_pay: 15, is_tipped_role: true, estimated_tips_hourly: 0 })).toBe(
      '$15.00/hr + tips',
    );
  });

  it('uses "Competitive pay" when there is no pay at all', () => {
    expect(salaryDisplay({})).toBe('Competitive pay');
    expect(salaryDisplay({ base_hourly_pay: null, hourly_rate_max: 20 })).toBe('Competitive pay');
    expect(salaryDisplay({ base_hourly_pay: Number.NaN })).toBe('Competitive pay');
  });

  it('uses the given fallback', () => {
    expect(salaryDisplay({}, 'Salary TBD')).toBe('Salary TBD');
  });
});

describe('formPayDisplay', () => {
  it('shows base plus tips for a tipped role', () => {
    expect(formPayDisplay({ is_tipped_role: true, base_hourly_pay: 15, estimated_tips_hourly: 8 })).toBe(
      '$15.00/hr + $8.00/hr tips',
    );
  });

  it('shows base alone for an untipped role', () => {
    expect(formPayDisplay({ is_tipped_role: false, base_hourly_pay: 20, estimated_tips_hourly: 8 })).toBe(
      '$20.00/hr',
    );
  });

  it('shows an hourly range when one is given', () => {
    expect(formPayDisplay({ hourly_rate_min: 18, hourly_rate_max: 22, base_hourly_pay: 18 })).toBe(
      '$18.00 - $22.00/hr',
    );
  });

  it('says "Salary TBD" before pay is entered', () => {
    expect(formPayDisplay({ is_tipped_role: true })).toBe('Salary TBD');
  });
});

describe('totalHourly', () => {
  it('adds estimated tips for a tipped role', () => {
    expect(totalHourly({ base_hourly_pay: 15, is_tipped_role: true, estimated_tips_hourly: 8 })).toBe(23);
  });

  it('ignores tips for an untipped role', () => {
    expect(totalHourly({ base_hourly_pay: 20, is_tipped_role: false, estimated_tips_hourly: 8 })).toBe(20);
  });

  it('is base pay for a tipped role without an estimate', () => {
    expect(totalHourly({ base_hourly_pay: 15, is_tipped_role: true, estimated_tips_hourly: null })).toBe(15);
  });

  it('rounds to the cent', () => {
    expect(totalHourly({ base_hourly_pay: 15.1, is_tipped_role: true, estimated_tips_hourly: 8.2 })).toBe(
      23.3,
    );
  });

  it('is null without base pay', () => {
    expect(totalHourly({ is_tipped_role: true, estimated_tips_hourly: 8 })).toBeNull();
  });
});

describe('formatUsd and roundCents', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatUsd(15)).toBe('$15.00');
    expect(formatUsd(1104)).toBe('$1,104.00');
    expect(formatUsd(8.5)).toBe('$8.50');
  });

  it('rounds to two decimals', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(10.005)).toBe(10.01);
  });
});
