/**
 * What a filter change does to a paginated list's state: the change applies, and a change of
 * anything but the page sends the list back to page 1. A state without a page just merges.
 */
export function applyListChange<C extends object>(prev: C, change: Partial<C>): C {
  const next = { ...prev, ...change };
  if ('page' in prev && !('page' in change)) Object.assign(next, { page: 1 });
  return next;
}
