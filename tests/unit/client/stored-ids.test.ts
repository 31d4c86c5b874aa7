import { describe, expect, it } from 'vitest';
import { parseStoredIds, toggleId } from '../../../resources/js/lib/stored-ids.ts';

describe('id lists in localStorage (favourites, compare)', () => {
  it('parses the stored id list, tolerating strings and duplicates', () => {
    expect(parseStoredIds('[3, "7", 3]')).toEqual([3, 7]);
  });

  it('treats missing or corrupt storage as an empty list', () => {
    expect(parseStoredIds(null)).toEqual([]);
    expect(parseStoredIds('{oops')).toEqual([]);
    expect(parseStoredIds('{"a":1}')).toEqual([]);
    expect(parseStoredIds('[-1, 0, "x", 2.5]')).toEqual([]);
  });

  it('toggles an id on and off', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('adds no id past the list’s limit, but still takes one off', () => {
    expect(toggleId([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 3, 3)).toEqual([1, 2]);
    expect(toggleId([1, 2], 4, 3)).toEqual([1, 2, 4]);
  });
});
