import type { Translation } from '../types.ts';

export default {
  about_title: 'Über uns',
  about_description:
    'Seit 2003 verkauft {appName} Premium-Gebrauchtwagen auf den Kanaren: Fahrzeugsuche nach Wunsch, Garantie und drei Autohäuser auf Gran Canaria und Teneriffa.',
  team_title: 'Team',
  team_description: 'Lernen Sie das Team von {appName} in Las Palmas, El Tablero und Santa Cruz de Tenerife kennen.',
  contact_title: 'Kontakt',
  contact_description:
    'Adressen, Telefonnummern und Öffnungszeiten der Autohäuser von {appName} in Las Palmas, El Tablero und Santa Cruz de Tenerife. Vereinbaren Sie unverbindlich einen Termin.',
  legal_notice_description: 'Rechtliche Hinweise von {appName}: Betreiber der Website, Nutzungsbedingungen und Haftung.',
  privacy_description: 'Wie {appName} Ihre personenbezogenen Daten verarbeitet: Zwecke, Rechtsgrundlage, Speicherdauer, Empfänger und Ihre Rechte.',
  accessibility_description:
    'Erklärung zur Barrierefreiheit von {appName}: Konformität mit WCAG 2.2 AA, wie wir sie prüfen, bekannte Einschränkungen und wie Sie uns eine Barriere melden.',
  reservation_terms_description: 'So reservieren Sie ein Fahrzeug bei {appName}: die Anzahlung, wie Sie sie zahlen, wie lange die Reservierung gilt und wann sie erstattet wird.',
  tradein_title: 'Auto bewerten',
  tradein_description:
    'Beschreiben Sie uns Ihr Auto, und Sie erhalten innerhalb von 24 Stunden eine Bewertung, um es beim Kauf Ihres nächsten Fahrzeugs bei {appName} in Zahlung zu geben.',
  crumb_home: 'Startseite',
  crumb_vehicles: 'Fahrzeuge',
  listing_page_title: '{title} (Seite {page})',
  listing_page_description: 'Seite {page}. {description}',
  vehicle_title: '{car} ({year}) gebraucht',
  vehicle_facts: '{car}, Erstzulassung {year}, {km} km, {fuel}, {gearbox}, {power} PS.',
  vehicle_sold: '{facts} Verkauft: Entdecken Sie ähnliche Fahrzeuge bei {appName}, Gran Canaria und Teneriffa.',
  vehicle_for_sale: '{facts} Barpreis: {price}.{reserved, select, yes { Reserviert.} other {}} Geprüft und mit Garantie bei {appName}, Kanarische Inseln.',
  brand_title: 'Gebrauchtwagen von {marca} auf den Kanaren',
  brand_description_none:
    'Gebrauchtwagen von {marca} auf den Kanaren. Derzeit haben wir keinen {marca} im Angebot: Sehen Sie sich unseren gesamten geprüften Bestand mit Garantie auf Gran Canaria und Teneriffa an.',
  brand_description:
    '{count, plural, one {# gebrauchter {marca} auf den Kanaren verfügbar: geprüft} other {# gebrauchte {marca} auf den Kanaren verfügbar: geprüft}}, mit mindestens 12 Monaten Garantie und individueller Finanzierung auf Gran Canaria und Teneriffa.',
  model_landing_title: '{car} gebraucht auf den Kanaren',
  model_landing_intro:
    '{count, plural, one {Ein gebrauchter {car} auf {where} verfügbar} other {{number} gebrauchte {car} auf {where} verfügbar}}, von unserer Werkstatt geprüft und mit mindestens 12 Monaten Garantie.',
  model_landing_description:
    '{count, plural, one {{number} gebrauchter {car} auf {where}: geprüft} other {{number} gebrauchte {car} auf {where}: alle geprüft}}, mit mindestens 12 Monaten Garantie und passender Finanzierung.',
  model_landing_more: 'Weitere Modelle von {marca}',
  island_landing_intro:
    '{count, plural, one {Ein Gebrauchtwagen an {branches}} other {{number} Gebrauchtwagen an {branches}}}, von unserer Werkstatt geprüft und mit mindestens 12 Monaten Garantie.',
  island_landing_description:
    '{count, plural, one {{number} Gebrauchtwagen auf {island}, an {branches}: geprüft} other {{number} Gebrauchtwagen auf {island}, an {branches}: alle geprüft}}, mit mindestens 12 Monaten Garantie und passender Finanzierung.',
  island_branches: '{count, plural, one {unserem Standort {names}} other {unseren Standorten {names}}}',
  island_landing_brands: 'Marken auf {island}',
} satisfies Translation<'seo'>;
