import { describe, expect, it } from 'vitest';
import { ESTIMATED_TIPS, SHIFT_TIMES, TIPPED_BASE_PAY, UNTIPPED_BASE_PAY } from './constants.ts';
import { ZDay, ZEmploymentType, ZRoleType } from './enums.schema.ts';
import {
  DAYS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
  TIP_STRUCTURE_LABELS,
} from './enums.ts';

describe('job enums', () => {
  it('labels every employment type and role type', () => {
    expect(Object.keys(EMPLOYMENT_TYPE_LABELS)).toEqual([...EMPLOYMENT_TYPES]);
    expect(Object.keys(ROLE_TYPE_LABELS)).toEqual([...ROLE_TYPES]);
  });

  it('has the six role types, with one kitchen role', () => {
    expect(ROLE_TYPES).toEqual(['server', 'bartender', 'cook', 'management', 'host', 'other']);
    expect(Object.values(ROLE_TYPE_LABELS).filter((label) => /kitchen/i.test(label))).toEqual([
      'Kitchen / Cook',
    ]);
    expect(ZRoleType.safeParse('kitchen').success).toBe(false);
  });

  it('uses the product wording for cooks and tip structures', () => {
    expect(ROLE_TYPE_LABELS.cook).toBe('Kitchen / Cook');
    expect(TIP_STRUCTURE_LABELS).toEqual({
      individual: 'Keep your own tips',
      pooled: 'Tip pooling',
      other: 'Other tip arrangement',
    });
  });

  it('orders days monday to sunday', () => {
    expect(DAYS[0]).toBe('monday');
    expect(DAYS[6]).toBe('sunday');
  });

  it('names the field when a value is outside an enum', () => {
    expect(ZEmploymentType.safeParse('internship').error?.issues[0]?.message).toContain('employment_type');
    expect(ZRoleType.safeParse('chef').error?.issues[0]?.message).toContain('role_type');
    expect(ZDay.safeParse('Monday').success).toBe(false);
  });
});

describe('job constants', () => {
  it('offers every hour of the day, for starts and ends alike', () => {
    expect(SHIFT_TIMES).toHaveLength(24);
    expect(SHIFT_TIMES[0]).toBe('00:00');
    expect(SHIFT_TIMES).toContain('04:00');
    expect(SHIFT_TIMES).toContain('20:00');
    expect(SHIFT_TIMES.at(-1)).toBe('23:00');
  });

  it('keeps each slider default inside its range', () => {
    for (const range of [TIPPED_BASE_PAY, UNTIPPED_BASE_PAY, ESTIMATED_TIPS]) {
      expect(range.default).toBeGreaterThanOrEqual(range.min);
      expect(range.default).toBeLessThanOrEqual(range.max);
      expect(range.step).toBe(0.1);
    }
    expect([TIPPED_BASE_PAY.max, UNTIPPED_BASE_PAY.max, ESTIMATED_TIPS.max]).toEqual([30, 35, 25]);
  });
});
