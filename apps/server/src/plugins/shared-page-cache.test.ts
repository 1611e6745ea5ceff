import { describe, expect, it, vi } from 'vitest';
import { SharedPageCache } from './shared-page-cache.ts';

describe('SharedPageCache', () => {
  it('renders a URL once for visitors who ask at the same time', async () => {
    const cache = new SharedPageCache();
    const render = vi.fn(async () => '<p>jobs</p>');
    const pages = await Promise.all([cache.get('/jobs', render), cache.get('/jobs', render)]);
    expect(pages).toEqual(['<p>jobs</p>', '<p>jobs</p>']);
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders again once the page is older than its time to live', async () => {
    let now = 1_000;
    const cache = new SharedPageCache(5_000, 10, () => now);
    const render = vi.fn(async () => `<p>${now}</p>`);
    expect(await cache.get('/jobs', render)).toBe('<p>1000</p>');
    now = 5_999;
    expect(await cache.get('/jobs', render)).toBe('<p>1000</p>');
    now = 6_000;
    expect(await cache.get('/jobs', render)).toBe('<p>6000</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next visitor renders afresh', async () => {
    const cache = new SharedPageCache();
    await expect(cache.get('/jobs', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('/jobs', async () => 'back')).toBe('back');
  });

  it('forgets everything on clear, and keeps at most its number of URLs, oldest out first', async () => {
    const cache = new SharedPageCache(5_000, 2);
    await cache.get('/a', async () => 'a');
    await cache.get('/b', async () => 'b');
    await cache.get('/c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('/a', async () => 'a again')).toBe('a again');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('/c', async () => 'c again')).toBe('c again');
  });
});
