import { describe, expect, it } from 'vitest';
import { ZLimit, ZPage, ZPaginationQuery } from './pagination.schema.ts';
import { listPage, pageCount, readPage, readPageSize } from './pagination.ts';

describe('ZPaginationQuery', () => {
  it('defaults to page 1 of 20', () => {
    expect(ZPaginationQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('coerces query-string numbers', () => {
    expect(ZPaginationQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('accepts the limit bounds 1 and 100', () => {
    expect(ZPaginationQuery.parse({ limit: '1' }).limit).toBe(1);
    expect(ZPaginationQuery.parse({ limit: '100' }).limit).toBe(100);
  });

  it.each([
    ['page', { page: '0' }],
    ['page', { page: '-1' }],
    ['page', { page: '1.5' }],
    ['page', { page: 'two' }],
    ['limit', { limit: '0' }],
    ['limit', { limit: '101' }],
    ['limit', { limit: 'many' }],
  ])('rejects a bad %s and names it', (field, query) => {
    const result = ZPaginationQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(field);
  });
});

describe('readPage and readPageSize', () => {
  it.each([
    1,
    2,
    100,
    101,
    0,
    -1,
    1.5,
    '1',
    ' 3 ',
    '100',
    '101',
    '0',
    '1.5',
    'two',
    '1e2',
    '0x10',
    true,
    false,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    2 ** 53 - 1,
  ])('read %j as ZPage and ZLimit do', (value) => {
    const page = ZPage.safeParse(value);
    const limit = ZLimit.safeParse(value);
    expect(readPage(value)).toBe(page.success ? page.data : undefined);
    expect(readPageSize(value)).toBe(limit.success ? limit.data : undefined);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [5, 0, 0],
  ])('%i rows at %i per page is %i pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages);
  });
});

describe('listPage', () => {
  it.each([
    [{ page: 1, limit: 20 }, 0, { totalPages: 0, hasNext: false, hasPrev: false }],
    [{ page: 1, limit: 20 }, 20, { totalPages: 1, hasNext: false, hasPrev: false }],
    [{ page: 1, limit: 20 }, 21, { totalPages: 2, hasNext: true, hasPrev: false }],
    [{ page: 2, limit: 20 }, 21, { totalPages: 2, hasNext: false, hasPrev: true }],
    [{ page: 2, limit: 10 }, 35, { totalPages: 4, hasNext: true, hasPrev: true }],
    // Past the end: nothing after, and the way back is open.
    [{ page: 9, limit: 10 }, 35, { totalPages: 4, hasNext: false, hasPrev: true }],
  ])('on %o of %i rows answers %o', (query, total, expected) => {
    expect(listPage([], total, query)).toEqual({ data: [], total, ...query, ...expected });
  });
});
