import { describe, expect, it } from 'vitest';
import { ZIdempotencyKey } from './idempotency.ts';

describe('ZIdempotencyKey', () => {
  it('accepts a UUID and other visible ASCII', () => {
    expect(ZIdempotencyKey.safeParse('3f2b8c1e-5d4a-4f6b-9c7d-2e1a0b9c8d7f').success).toBe(true);
    expect(ZIdempotencyKey.safeParse('post-job:42').success).toBe(true);
  });

  it('refuses empty, spaced, non-ASCII and overlong keys', () => {
    for (const key of ['', 'a b', 'clé', 'x'.repeat(256)]) {
      expect(ZIdempotencyKey.safeParse(key).success).toBe(false);
    }
  });
});
