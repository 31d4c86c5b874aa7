import { describe, expect, it } from 'vitest';
import { parseFavorites, toggleFavorite } from '../../../resources/js/lib/favorites.ts';

describe('favourites in localStorage', () => {
  it('parses the stored id list, tolerating strings and duplicates', () => {
    expect(parseFavorites('[3, "7", 3]')).toEqual([3, 7]);
  });

  it('treats missing or corrupt storage as no favourites', () => {
    expect(parseFavorites(null)).toEqual([]);
    expect(parseFavorites('{oops')).toEqual([]);
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites('[-1, 0, "x", 2.5]')).toEqual([]);
  });

  it('toggles an id on and off', () => {
    expect(toggleFavorite([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleFavorite([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
