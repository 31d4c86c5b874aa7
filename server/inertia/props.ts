/**
 * Prop kinds of the Inertia v3 protocol (reference §1.7). A plain function is a lazily
 * computed regular prop: it runs only when the prop is part of the response.
 */
type Resolver<T = unknown> = () => T | Promise<T>;

export interface MergeStrategy {
  mode: 'append' | 'prepend' | 'deep';
  matchOn?: string;
}

/** Never sent on a full visit; sent on a partial reload that asks for it. */
export class OptionalProp {
  constructor(readonly resolve: Resolver) {}
}

/** Always sent, even when a partial reload excludes it. */
export class AlwaysProp {
  constructor(readonly value: unknown) {}
}

/** Left out of the first response and fetched by the client right after, per group. */
export class DeferProp {
  constructor(
    readonly resolve: Resolver,
    readonly group: string,
    readonly merge?: MergeStrategy,
  ) {}
}

/** Merged into the client's current value on partial reloads of the same page. */
export class MergeProp {
  constructor(
    readonly value: unknown,
    readonly merge: MergeStrategy,
  ) {}
}

export const optional = <T>(resolve: Resolver<T>) => new OptionalProp(resolve);
export const always = (value: unknown) => new AlwaysProp(value);
export const defer = <T>(resolve: Resolver<T>, group = 'default', merge?: MergeStrategy) =>
  new DeferProp(resolve, group, merge);
export const merge = (value: unknown, mode: MergeStrategy['mode'] = 'append', matchOn?: string) =>
  new MergeProp(value, matchOn ? { mode, matchOn } : { mode });
