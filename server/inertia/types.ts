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

/** Props may be values or functions computed only when the prop is sent. */
export type PropValue = unknown;
export type Props = Record<string, PropValue>;
