import type { Translation } from '../types.ts';

export default {
  about_title: 'About us',
  about_description:
    'Since 2003, {appName} has been selling premium used cars in the Canary Islands: cars sourced to order, warranty, and three showrooms in Gran Canaria and Tenerife.',
  team_title: 'Our team',
  team_description: 'Meet the {appName} team in Las Palmas, El Tablero and Santa Cruz de Tenerife.',
  contact_title: 'Contact',
  contact_description:
    'Addresses, phone numbers and opening hours of the {appName} showrooms in Las Palmas, El Tablero and Santa Cruz de Tenerife. Book a no-obligation appointment.',
  legal_notice_description: '{appName} legal notice: who runs this website, terms of use and liability.',
  privacy_description: 'How {appName} handles your personal data: purposes, legal basis, retention, recipients and your rights.',
  accessibility_description:
    '{appName} accessibility statement: WCAG 2.2 AA conformance, how we check it, known limitations and how to report a barrier.',
  reservation_terms_description: 'How to reserve a car at {appName}: the holding deposit, how to pay it, how long the reservation lasts and when it is refunded.',
  tradein_title: 'Value my car',
  tradein_description:
    'Tell us about your car and we’ll give you a valuation within 24 hours, to part-exchange it against your next car at {appName}.',
  crumb_home: 'Home',
  crumb_vehicles: 'Cars',
  listing_page_title: '{title} (page {page})',
  listing_page_description: 'Page {page}. {description}',
  vehicle_title: 'Used {car} ({year})',
  vehicle_facts: '{year} {car} with {km} km, {fuel}, {gearbox} gearbox and {power} hp.',
  vehicle_sold: '{facts} Sold: discover similar cars at {appName}, Gran Canaria and Tenerife.',
  vehicle_for_sale: '{facts} Cash price: {price}.{reserved, select, yes { Reserved.} other {}} Inspected and under warranty at {appName}, Canary Islands.',
  brand_title: 'Used {marca} cars in the Canary Islands',
  brand_description_none:
    'Used {marca} cars in the Canary Islands. We have no {marca} available right now: browse all our inspected cars with warranty in Gran Canaria and Tenerife.',
  brand_description:
    '{count, plural, one {# used {marca} available in the Canary Islands: inspected} other {# used {marca} cars available in the Canary Islands: inspected}}, with at least 12 months’ warranty and tailored finance in Gran Canaria and Tenerife.',
  model_landing_title: 'Used {car} in the Canary Islands',
  model_landing_intro:
    '{count, plural, one {One used {car} available in {where}, inspected} other {{number} used {car} available in {where}, each inspected}} by our workshop and with a warranty of at least 12 months.',
  model_landing_description:
    '{count, plural, one {{number} used {car} in {where}: inspected} other {{number} used {car} in {where}: each inspected}}, with a warranty of at least 12 months and finance to suit you.',
  model_landing_more: 'More {marca} models',
  island_landing_intro:
    '{count, plural, one {One used car at {branches}, inspected} other {{number} used cars at {branches}, each inspected}} by our workshop and with a warranty of at least 12 months.',
  island_landing_description:
    '{count, plural, one {{number} used car in {island}, at {branches}: inspected} other {{number} used cars in {island}, at {branches}: each inspected}}, with a warranty of at least 12 months and finance to suit you.',
  island_branches: '{count, plural, one {our {names} showroom} other {our {names} showrooms}}',
  island_landing_brands: 'Makes in {island}',
} satisfies Translation<'seo'>;
