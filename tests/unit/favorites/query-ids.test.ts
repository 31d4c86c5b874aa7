import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '../../../server/contracts/favorites.ts';
import { inIdOrder, queryIds } from '../../../server/lib/query-ids.ts';

describe('queryIds', () => {
  it('is null when the parameter is absent or not a string', () => {
    expect(queryIds(undefined, MAX_FAVORITES)).toBeNull();
    expect(queryIds({ a: '1' }, MAX_FAVORITES)).toBeNull();
  });

  it('keeps positive integer ids in order, once, and ignores the rest', () => {
    expect(queryIds('3, 1,abc,-2,0,1.5,3,,2147483647,2147483648,00012', MAX_FAVORITES)).toEqual([3, 1, 2147483647, 12]);
    expect(queryIds(['4', '5,6'], MAX_FAVORITES)).toEqual([4, 5, 6]);
    expect(queryIds('', MAX_FAVORITES)).toEqual([]);
  });

  it('stops at the limit it is given', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(queryIds(many, MAX_FAVORITES)).toEqual(Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1));
  });
});

describe('inIdOrder', () => {
  it('orders rows as the ids and skips ids without a row', () => {
    expect(inIdOrder([3, 9, 1], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
