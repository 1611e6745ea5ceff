import { afterEach, describe, expect, it } from 'vitest';
import { favoriteIds, favoritesAddedToday, setFavoriteIds, toggleFavorite } from './favorites-store';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const events = () => JSON.parse(localStorage.getItem('industry-perks-favorite-events') ?? '[]');

afterEach(() => localStorage.clear());

describe('favorites in browser storage', () => {
  it('toggles ids under industry-perks-favorites, newest first, logging each add and remove', () => {
    expect(toggleFavorite(A)).toBe(true);
    expect(toggleFavorite(B)).toBe(true);
    expect(JSON.parse(localStorage.getItem('industry-perks-favorites') ?? '')).toEqual([B, A]);
    expect(toggleFavorite(A)).toBe(false);
    expect(favoriteIds()).toEqual([B]);
    expect(events().map((e: { action: string; business_id: string }) => [e.action, e.business_id])).toEqual([
      ['favorite_add', A],
      ['favorite_add', B],
      ['favorite_remove', A],
    ]);
    expect(events()[0]).toEqual(
      expect.objectContaining({ timestamp: expect.any(String), session: expect.any(String) }),
    );
  });

  it('keeps only the latest 100 events', () => {
    for (let i = 0; i < 101; i++) toggleFavorite(A);
    expect(events()).toHaveLength(100);
    expect(events().at(-1).action).toBe('favorite_add');
  });

  it('counts favorites added today that are still favorites', () => {
    toggleFavorite(A);
    toggleFavorite(B);
    toggleFavorite(B);
    expect(favoritesAddedToday()).toBe(1);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    expect(favoritesAddedToday(tomorrow)).toBe(0);
  });

  it('ignores what in storage is not a list of ids', () => {
    localStorage.setItem('industry-perks-favorites', '{"not":"a list"}');
    expect(favoriteIds()).toEqual([]);
    localStorage.setItem('industry-perks-favorites', JSON.stringify([A, 'x', 7, A]));
    expect(favoriteIds()).toEqual([A]);
    setFavoriteIds([B]);
    expect(favoriteIds()).toEqual([B]);
  });
});
