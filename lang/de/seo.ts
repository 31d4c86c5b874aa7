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
  legal_notice_description: 'Impressum von {appName}: Betreiber der Website, Nutzungsbedingungen und Haftung.',
  privacy_description: 'Wie {appName} Ihre personenbezogenen Daten verarbeitet: Zwecke, Rechtsgrundlage, Speicherdauer, Empfänger und Ihre Rechte.',
  accessibility_description:
    'Erklärung zur Barrierefreiheit von {appName}: Konformität mit WCAG 2.2 AA, wie wir sie prüfen, bekannte Einschränkungen und wie Sie uns eine Barriere melden.',
  reservation_terms_description: 'So reservieren Sie ein Fahrzeug bei {appName}: die Anzahlung, wie Sie sie zahlen, wie lange die Reservierung gilt und wann sie erstattet wird.',
  tradein_title: 'Inzahlungnahme',
  tradein_description:
    'Beschreiben Sie uns Ihr Auto, und Sie erhalten innerhalb von 24 Stunden eine Bewertung, um es beim Kauf Ihres nächsten Fahrzeugs bei {appName} in Zahlung zu geben.',
  crumb_home: 'Startseite',
  crumb_vehicles: 'Fahrzeuge',
  listing_page_title: '{title} (Seite {page})',
  listing_page_description: 'Seite {page}. {description}',
  vehicle_title: '{car} ({year}) gebraucht',
  vehicle_facts: '{car}, Baujahr {year}, {km} km, {fuel}, {gearbox}, {power} PS.',
  vehicle_sold: '{facts} Verkauft: Entdecken Sie ähnliche Fahrzeuge bei {appName}, Gran Canaria und Teneriffa.',
  vehicle_for_sale: '{facts} Barpreis: {price}.{reserved, select, yes { Reserviert.} other {}} Geprüft und mit Garantie bei {appName}, Kanarische Inseln.',
  brand_title: '{marca} Gebrauchtwagen auf den Kanaren',
  brand_description_none:
    '{marca} Gebrauchtwagen auf den Kanaren. Derzeit haben wir keinen {marca} im Angebot: Sehen Sie sich unseren gesamten geprüften Bestand mit Garantie auf Gran Canaria und Teneriffa an.',
  brand_description:
    '{count, plural, one {# gebrauchter {marca} auf den Kanaren verfügbar: geprüft} other {# gebrauchte {marca} auf den Kanaren verfügbar: geprüft}}, mit mindestens 12 Monaten Garantie und individueller Finanzierung auf Gran Canaria und Teneriffa.',
} satisfies Translation<'seo'>;
