import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredIds, toggleId } from '@/lib/stored-ids';

const NONE: readonly number[] = Object.freeze([]);

/** One localStorage list of ids, shared by every component that reads it. */
interface Store {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => readonly number[];
  write: (next: readonly number[]) => void;
}

const stores = new Map<string, Store>();

function storeFor(key: string): Store {
  const existing = stores.get(key);
  if (existing) return existing;
  const changeEvent = `gtcars:${key}`;
  let cachedRaw: string | null = null;
  let cachedIds: readonly number[] = NONE;
  const read = () => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const store: Store = {
    // Stable snapshot: re-parsed only when the stored string changes.
    getSnapshot: () => {
      const raw = read();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedIds = parseStoredIds(raw);
      }
      return cachedIds;
    },
    subscribe: (onChange) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(changeEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(changeEvent, onChange);
      };
    },
    write: (next) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        return;
      }
      window.dispatchEvent(new Event(changeEvent));
    },
  };
  stores.set(key, store);
  return store;
}

/** On the server and during hydration the list is empty; storage is read after. */
const getServerSnapshot = (): readonly number[] => NONE;

/**
 * The ids kept under `key` in this browser, at most `max`: toggle one, drop some (cars that no
 * longer exist), set the whole list, or read it now without subscribing (`read`). Every tab and
 * component sees a change at once.
 */
export function useStoredIds(key: string, max = Infinity) {
  const store = storeFor(key);
  const ids = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  const toggle = useCallback((id: number) => store.write(toggleId(store.getSnapshot(), id, max)), [store, max]);

  const remove = useCallback(
    (gone: readonly number[]) => {
      const current = store.getSnapshot();
      if (gone.some((id) => current.includes(id))) store.write(current.filter((id) => !gone.includes(id)));
    },
    [store],
  );

  const replace = useCallback((next: readonly number[]) => store.write(next.slice(0, max)), [store, max]);

  const has = useCallback((id: number) => ids.includes(id), [ids]);

  return { ids, has, toggle, remove, replace, read: store.getSnapshot };
}
