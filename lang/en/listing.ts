import type { Translation } from '../types.ts';

export default {
  breadcrumb: 'Breadcrumb',
  see_all: 'View all in search',
  no_results: 'No results found.',
  brand_eyebrow: 'Make',
  brand_title: 'Used {brand} cars in the Canary Islands',
  brand_intro_empty: 'We don’t have any {brand} available right now. Browse our full stock or check back soon.',
  brand_intro:
    '{count, plural, one {One used {brand} available} other {# used {brand} cars available}}, inspected by our workshop and with a warranty of at least 12 months, in Gran Canaria and Tenerife.',
  brand_models: '{brand} models',
  island_eyebrow: 'Cars by island',
  island_branches: '{count, plural, one {Our branch} other {Our branches}} in {island}',
} satisfies Translation<'listing'>;
