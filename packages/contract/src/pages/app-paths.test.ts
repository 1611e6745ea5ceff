import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths.ts';

describe('isAppPath', () => {
  it('knows every listed screen, with any value in a parameter', () => {
    for (const pattern of Object.values(APP_PATHS)) {
      expect(isAppPath(pattern.replace(/:\w+/g, 'f0e1d2c3-0000-4000-8000-000000000001'))).toBe(true);
    }
    expect(isAppPath('/verify/7KQ2M9XH4D-04815162')).toBe(true);
    expect(isAppPath('/jobs/42/applications')).toBe(true);
  });

  it('matches as the router does: any case, a trailing slash', () => {
    expect(isAppPath('/Jobs/')).toBe(true);
    expect(isAppPath('/PROFILE/abc')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of [
      '/no/such/page',
      '/jobs/42/nope',
      '/business',
      '/verify/a/b',
      '/favicon.png',
      '/admin/users',
      '/wp-login.php',
    ]) {
      expect(isAppPath(path)).toBe(false);
    }
  });
});
