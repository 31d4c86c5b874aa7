import type { PageSeo } from '../contracts/pages.ts';
import { route, type RouteName } from '../contracts/routes.ts';
import { absoluteUrl } from './absolute-url.ts';

/** A page without cars (content, forms): its title and description for the head tags, canonical at its route. */
export function staticPageSeo(name: RouteName, title: string, description: string): PageSeo {
  return { title, description, canonical: absoluteUrl(route(name)), image: null, jsonLd: [] };
}
