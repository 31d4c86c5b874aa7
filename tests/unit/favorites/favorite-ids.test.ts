import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '../../../server/contracts/favorites.ts';
import { favoriteIds, inIdOrder } from '../../../server/features/favorites/favorites.ts';

describe('favoriteIds', () => {
  it('is null when the parameter is absent or not a string', () => {
    expect(favoriteIds(undefined)).toBeNull();
    expect(favoriteIds({ a: '1' })).toBeNull();
  });

  it('keeps positive integer ids in order, once, and ignores the rest', () => {
    expect(favoriteIds('3, 1,abc,-2,0,1.5,3,,2147483647,2147483648,00012')).toEqual([3, 1, 2147483647, 12]);
    expect(favoriteIds(['4', '5,6'])).toEqual([4, 5, 6]);
    expect(favoriteIds('')).toEqual([]);
  });

  it('stops at MAX_FAVORITES ids', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(favoriteIds(many)).toEqual(Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1));
  });
});

describe('inIdOrder', () => {
  it('orders rows as the ids and skips ids without a row', () => {
    expect(inIdOrder([3, 9, 1], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
