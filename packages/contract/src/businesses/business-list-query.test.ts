import { describe, expect, it } from 'vitest';
import { ZBusinessListQuery } from './business-list-query.ts';

describe('ZBusinessListQuery', () => {
  it('fills page 1, 20 per page and the name sort', () => {
    expect(ZBusinessListQuery.parse({})).toEqual({ page: 1, limit: 20, sort_by: 'name' });
  });

  it('reads query-string numbers and drops a blank search', () => {
    expect(
      ZBusinessListQuery.parse({
        page: '2',
        limit: '50',
        company_size_min: '11',
        company_size_max: '50',
        search: ' ',
      }),
    ).toMatchObject({ page: 2, limit: 50, company_size_min: 11, company_size_max: 50, search: undefined });
  });

  it('refuses a one-letter search, a limit over 100 and unknown filter values', () => {
    const messages = (input: Record<string, unknown>) =>
      ZBusinessListQuery.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ search: 'a' })).toEqual(['Search requires at least 2 characters']);
    expect(messages({ limit: '101' })).toEqual(['limit must be a whole number from 1 to 100']);
    expect(messages({ city: 'boston' })?.[0]).toContain('city must be one of');
    expect(messages({ sort_by: 'rating' })?.[0]).toContain('sort_by must be one of');
  });

  it('refuses a size range that is upside down', () => {
    expect(ZBusinessListQuery.safeParse({ company_size_min: '51', company_size_max: '10' }).success).toBe(
      false,
    );
  });

  it('reads hiring_now as a boolean and drops the client-side favorites_only', () => {
    const parsed = ZBusinessListQuery.parse({ hiring_now: 'true', favorites_only: 'true' });
    expect(parsed.hiring_now).toBe(true);
    expect(parsed).not.toHaveProperty('favorites_only');
    expect(ZBusinessListQuery.safeParse({ hiring_now: 'yes' }).error?.issues[0]?.message).toBe(
      'hiring_now must be true or false',
    );
  });
});
