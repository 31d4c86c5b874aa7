/** The Inertia v3 page object as sent on the wire (reference §1.2). */
export interface Page {
  component: string;
  props: Record<string, unknown> & { errors: Record<string, unknown> };
  url: string;
  version: string;
  encryptHistory?: true;
  clearHistory?: true;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  deferredProps?: Record<string, string[]>;
  sharedProps?: string[];
  flash?: Record<string, unknown>;
}

/** What the SSR entry returns: head tags and the body markup (script tag + app div). */
export interface SsrResult {
  head: string[];
  body: string;
}

export type SsrRender = (page: Page) => Promise<SsrResult | null>;

/**
 * The application's pages (name → props) and its shared props, which type render. Empty in
 * the adapter: the app declares them by merging into this interface, as AdonisJS's
 * InertiaPages does (server/http/inertia-registry.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface InertiaRegistry {}

export type RegisteredPages = InertiaRegistry extends { pages: infer Pages extends object } ? Pages : Record<string, Props>;
export type RegisteredShared = InertiaRegistry extends { shared: infer Shared } ? Shared : object;

/** Props may be values or functions computed only when the prop is sent. */
export type PropValue = unknown;
export type Props = Record<string, PropValue>;
