import type { GetICUArgs } from '@schummar/icu-type-parser';
import type source from './es/index.ts';

/**
 * The public site's messages, typed from their Spanish source (lang/es): a key that does not
 * exist, or a message's values left out or misnamed, is a compile error wherever it is used.
 * Messages are ICU MessageFormat: '{count, plural, one {# coche} other {# coches}}'.
 */
export type Source = typeof source;

/** A catalogue's part: the texts of one page, or of what several share ('common'). */
export type Namespace = keyof Source;

/** A namespace in another language: every key of the Spanish source, and no other. */
export type Translation<N extends Namespace> = { readonly [K in keyof Source[N]]: string };

/** Every message, as 'namespace.key'. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof Source[N] & string}` }[Namespace];

type SourceText<K extends MessageKey> = K extends `${infer N extends Namespace}.${infer R}` ? (R extends keyof Source[N] ? Source[N][R] : never) : never;

type ValueTypes = { ICUArgument: string | number; ICUNumberArgument: number; ICUDateArgument: Date };

/** The values a message takes: {name} a string or a number, {n, plural, …} a number, {d, date} a Date. */
export type MessageValues<K extends MessageKey> = SourceText<K> extends string ? GetICUArgs<SourceText<K>, ValueTypes> : never;

type TagNames<S> = S extends `${string}<${infer Tag}>${infer Rest}` ? (Tag extends `/${string}` ? TagNames<Rest> : Tag | TagNames<Rest>) : never;

/** The tags a message wraps words in ('Acepto la <link>política de privacidad</link>'): 'link'. */
export type MessageTags<K extends MessageKey> = TagNames<SourceText<K>>;

/** What follows the key in a call: nothing for a message without values, else its values. */
export type ValuesArgument<K extends MessageKey> = keyof MessageValues<K> extends never ? [] : [values: MessageValues<K>];

/** A whole language: every namespace of the source, translated. */
export type Catalog = { readonly [N in Namespace]: Translation<N> };
