import { AlwaysProp, DeferProp, MergeProp, OptionalProp, type MergeStrategy } from './props.ts';
import type { Page, Props } from './types.ts';

/** What the request asked for (reference §1.3): a full visit or a partial reload. */
export interface PropSelection {
  partial: boolean;
  only: string[] | null;
  except: string[];
  reset: string[];
}

export type PageMetadata = Pick<Page, 'mergeProps' | 'prependProps' | 'deepMergeProps' | 'matchPropsOn' | 'deferredProps'>;

interface Collector {
  merge: Record<MergeStrategy['mode'], string[]>;
  matchOn: string[];
  deferred: Record<string, string[]>;
}

type Coverage = 'all' | 'ancestor' | 'none';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const covers = (path: string, key: string) => path === key || path.startsWith(`${key}.`);

/** Shared props first, page props over them; top-level dot keys become nested objects. */
export function mergeShared(shared: Props, props: Props): Props {
  const out: Props = {};
  for (const source of [shared, props]) {
    for (const [key, value] of Object.entries(source)) setPath(out, key, value);
  }
  return out;
}

function setPath(target: Props, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    if (!isPlainObject(node[key])) node[key] = {};
    node = node[key] as Props;
  }
  node[last] = value;
}

/**
 * Resolves props for one response. Functions and deferred or optional props run only when
 * their prop is selected, so unselected data is never computed.
 */
export async function resolveProps(props: Props, selection: PropSelection) {
  const collector: Collector = { merge: { append: [], prepend: [], deep: [] }, matchOn: [], deferred: {} };
  const resolved = await resolveObject(props, '', selection, collector);
  return { props: resolved, metadata: metadataOf(collector) };
}

function coverage(path: string, selection: PropSelection): Coverage {
  if (!selection.partial) return 'all';
  if (selection.except.some((key) => covers(path, key))) return 'none';
  if (selection.only === null || selection.only.some((key) => covers(path, key))) return 'all';
  return selection.only.some((key) => key.startsWith(`${path}.`)) ? 'ancestor' : 'none';
}

/** Optional and deferred props are sent only on a partial reload that selects them. */
const explicitlySelected = (path: string, selection: PropSelection) =>
  selection.partial && coverage(path, selection) === 'all';

async function resolveObject(source: Props, parent: string, selection: PropSelection, collector: Collector) {
  const out: Props = {};
  for (const [key, raw] of Object.entries(source)) {
    const path = parent ? `${parent}.${key}` : key;
    let value: unknown = raw;
    let merge: MergeStrategy | undefined;
    let scope = coverage(path, selection);
    let childSelection = selection;

    if (raw instanceof AlwaysProp) {
      value = raw.value;
      scope = 'all';
      childSelection = { ...selection, only: null, except: [] };
    } else if (raw instanceof OptionalProp) {
      if (!explicitlySelected(path, selection)) continue;
      value = raw.resolve;
    } else if (raw instanceof DeferProp) {
      if (!selection.partial) {
        (collector.deferred[raw.group] ??= []).push(path);
        if (raw.merge) recordMerge(path, raw.merge, selection, collector);
        continue;
      }
      if (!explicitlySelected(path, selection)) continue;
      value = raw.resolve;
      merge = raw.merge;
    } else if (raw instanceof MergeProp) {
      value = raw.value;
      merge = raw.merge;
    }
    if (scope === 'none') continue;

    value = typeof value === 'function' ? await (value as () => unknown)() : await value;
    if (merge) recordMerge(path, merge, selection, collector);
    if (isPlainObject(value)) {
      out[key] = await resolveObject(value, path, childSelection, collector);
    } else if (scope === 'all') {
      out[key] = Array.isArray(value) ? await resolveArray(value) : value;
    }
  }
  return out;
}

async function resolveArray(items: unknown[]): Promise<unknown[]> {
  return Promise.all(
    items.map(async (item) => {
      const value = typeof item === 'function' ? await (item as () => unknown)() : item;
      if (Array.isArray(value)) return resolveArray(value);
      if (!isPlainObject(value)) return value;
      const full: PropSelection = { partial: false, only: null, except: [], reset: [] };
      const ignored: Collector = { merge: { append: [], prepend: [], deep: [] }, matchOn: [], deferred: {} };
      return resolveObject(value, '', full, ignored);
    }),
  );
}

function recordMerge(path: string, merge: MergeStrategy, selection: PropSelection, collector: Collector) {
  if (selection.reset.includes(path)) return;
  collector.merge[merge.mode].push(path);
  if (merge.matchOn) collector.matchOn.push(`${path}.${merge.matchOn}`);
}

function metadataOf(collector: Collector): PageMetadata {
  const metadata: PageMetadata = {};
  if (collector.merge.append.length) metadata.mergeProps = collector.merge.append;
  if (collector.merge.prepend.length) metadata.prependProps = collector.merge.prepend;
  if (collector.merge.deep.length) metadata.deepMergeProps = collector.merge.deep;
  if (collector.matchOn.length) metadata.matchPropsOn = collector.matchOn;
  if (Object.keys(collector.deferred).length) metadata.deferredProps = collector.deferred;
  return metadata;
}
