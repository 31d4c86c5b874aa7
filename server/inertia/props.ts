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
export class OptionalProp<T = unknown> {
  constructor(readonly resolve: Resolver<T>) {}
}

/** Always sent, even when a partial reload excludes it. */
export class AlwaysProp<T = unknown> {
  constructor(readonly value: T | Resolver<T>) {}
}

/** Left out of the first response and fetched by the client right after, per group. */
export class DeferProp<T = unknown> {
  constructor(
    readonly resolve: Resolver<T>,
    readonly group: string,
    readonly merge?: MergeStrategy,
  ) {}
}

/** Merged into the client's current value on partial reloads of the same page. */
export class MergeProp<T = unknown> {
  constructor(
    readonly value: T | Resolver<T>,
    readonly merge: MergeStrategy,
  ) {}
}

export const optional = <T>(resolve: Resolver<T>) => new OptionalProp(resolve);
export const always = <T>(value: T | Resolver<T>) => new AlwaysProp<T>(value);
export const defer = <T>(resolve: Resolver<T>, group = 'default', merge?: MergeStrategy) =>
  new DeferProp(resolve, group, merge);
export const merge = <T>(value: T | Resolver<T>, mode: MergeStrategy['mode'] = 'append', matchOn?: string) =>
  new MergeProp<T>(value, matchOn ? { mode, matchOn } : { mode });

/**
 * What a controller may give for a prop of type T: the value, a function computing it, or a kind
 * above. An optional or deferred prop is missing from a first visit, so only a prop whose type
 * admits undefined may be one.
 */
export type PropInput<T> = T | Resolver<T> | AlwaysProp<T> | MergeProp<T> | (undefined extends T ? OptionalProp<T> | DeferProp<T> : never);

/** A page's own props, and the shared ones (added by the middleware) it may override. */
type InputShape<P, Shared> = Omit<P, keyof Shared> & Partial<Shared>;

/** What a controller gives a page whose props are P: each prop as a PropInput. */
export type PageInput<P, Shared> = { [K in keyof InputShape<P, Shared>]: PropInput<InputShape<P, Shared>[K]> };

/**
 * What the middleware's share option gives: each shared prop as a PropInput. The validation
 * errors are the responder's own and never given.
 */
export type SharedInput<Shared> = { [K in keyof Shared as Exclude<K, 'errors'>]: PropInput<Shared[K]> };
