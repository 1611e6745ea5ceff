import { describe, expect, it } from 'vitest';
import { memberUsesLabel, usedUp } from './member-uses.ts';

describe('a promotion against one member', () => {
  it('is used up at its limit, and never without one', () => {
    expect(usedUp(1, 2)).toBe(false);
    expect(usedUp(2, 2)).toBe(true);
    expect(usedUp(3, 2)).toBe(true);
    expect(usedUp(50, null)).toBe(false);
  });

  it("reads 'used N of M' only when there is a limit", () => {
    expect(memberUsesLabel(2, 2)).toBe('used 2 of 2');
    expect(memberUsesLabel(0, 1)).toBe('used 0 of 1');
    expect(memberUsesLabel(4, null)).toBeNull();
  });
});
