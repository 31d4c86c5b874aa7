import type { PageSeo } from '../contracts/pages.ts';
import { route, type RouteName } from '../contracts/routes.ts';
import { absoluteUrl } from './absolute-url.ts';

/** A page without cars (content, forms): its title and description for the head tags, canonical at its route. */
export function staticPageSeo(name: RouteName, title: string, description: string): PageSeo {
  return { title, description, canonical: absoluteUrl(route(name)), image: null, jsonLd: [] };
}

/**
 * A JSON-LD document as the text of a <script type="application/ld+json">: '<' is written
 * \u003c so no value (a car's name, say) can close the script element.
 */
export function serializeJsonLd(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
