import type { Translation } from '../types.ts';

export default {
  breadcrumb: 'Navigationspfad',
  see_all: 'Alle in der Suche ansehen',
  no_results: 'Keine Ergebnisse gefunden.',
  brand_eyebrow: 'Marke',
  brand_title: 'Gebrauchtwagen von {brand} auf den Kanaren',
  brand_intro_empty: 'Derzeit ist kein Gebrauchtwagen von {brand} verfügbar. Sehen Sie sich unseren gesamten Bestand an oder schauen Sie bald wieder vorbei.',
  brand_intro:
    '{count, plural, one {Ein Gebrauchtwagen von {brand} verfügbar} other {# Gebrauchtwagen von {brand} verfügbar}}, von unserer Werkstatt geprüft und mit mindestens 12 Monaten Garantie, auf Gran Canaria und Teneriffa.',
  brand_models: 'Modelle von {brand}',
  island_eyebrow: 'Fahrzeuge nach Insel',
  island_branches: '{count, plural, one {Unser Standort} other {Unsere Standorte}} auf {island}',
} satisfies Translation<'listing'>;
