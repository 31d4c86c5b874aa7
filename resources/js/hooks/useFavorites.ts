import { useCallback, useSyncExternalStore } from 'react';
import { FAVORITES_KEY, parseFavorites, toggleFavorite } from '@/lib/favorites';

const CHANGE_EVENT = 'gtcars:favorites';
const NONE: readonly number[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedIds: readonly number[] = NONE;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(FAVORITES_KEY);
  } catch {
    return null;
  }
}

/** Stable snapshot: re-parsed only when the stored string changes. */
function getSnapshot(): readonly number[] {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseFavorites(raw);
  }
  return cachedIds;
}

/** On the server and during hydration nothing is a favourite; storage is read after. */
function getServerSnapshot(): readonly number[] {
  return NONE;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function write(next: readonly number[]): void {
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useFavorites() {
  const ids = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const toggle = useCallback((id: number) => write(toggleFavorite(getSnapshot(), id)), []);

  /** Drops ids from the list, e.g. those of cars that no longer exist. */
  const remove = useCallback((gone: readonly number[]) => {
    const current = getSnapshot();
    if (gone.some((id) => current.includes(id))) write(current.filter((id) => !gone.includes(id)));
  }, []);

  const isFavorite = useCallback((id: number) => ids.includes(id), [ids]);

  return { ids, isFavorite, toggle, remove };
}
