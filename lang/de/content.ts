import type { Translation } from '../types.ts';

export default {
  about_eyebrow: 'Über uns',
  about_title: 'Mehr als 17 Jahre Exzellenz im Automobilhandel auf den Kanarischen Inseln',
  about_lead: 'Premium-Gebrauchtwagen, einzeln ausgewählt und mit der Sicherheit einer Garantie übergeben.',
  history_eyebrow: 'Seit 2003',
  history_title: 'Unsere Geschichte',
  history_founding:
    'Wir wurden Ende 2003 in Las Palmas de Gran Canaria mit einer einfachen Idee gegründet: Der Kauf eines Premium-Gebrauchtwagens auf den Kanaren sollte so zuverlässig und bequem sein wie der eines Neuwagens.',
  history_specialism:
    'Seitdem haben wir uns auf die großen Premiummarken spezialisiert. Jedes Fahrzeug, das zu uns kommt, wird nach seiner Historie ausgewählt, in unserer Werkstatt gründlich geprüft und mit mindestens 12 Monaten Garantie übergeben.',
  history_today:
    'Heute betreuen wir unsere Kunden in drei Autohäusern: Los Tarahales in Las Palmas, El Tablero im Süden Gran Canarias und Las Chafiras auf Teneriffa – mit einem Team, das jedes Auto kennt, das es verkauft.',
  pillars_eyebrow: 'Was uns ausmacht',
  pillars_title: 'Warum wir',
  pillar_brands_title: 'Premiummarken',
  pillar_brands_text: 'Wir arbeiten mit den großen Premiummarken und wählen jedes Auto nach Historie, Zustand und Ausstattung aus.',
  pillar_sourcing_title: 'Ihr Wunschauto',
  pillar_sourcing_text:
    'Sie suchen ein Modell, eine Farbe oder eine Ausstattung, die nicht auf Lager ist? Wir finden das Fahrzeug für Sie, prüfen Zustand und Historie und kümmern uns um Transport und Zulassung auf den Kanaren.',
  pillar_warranty_title: 'Garantie und Vertrauen',
  pillar_warranty_text: 'Komplette Durchsicht in unserer Werkstatt, mindestens 12 Monate Garantie, maßgeschneiderte Finanzierung und die Bewertung Ihres jetzigen Autos.',
  innovation_eyebrow: 'Innovation',
  innovation_title: 'Ein Cloud-ERP/CRM für besseren Service',
  innovation_text:
    'Wir haben ein cloudbasiertes ERP/CRM-System eingeführt, das den Bestand, die Anfragen unserer Kunden und die After-Sales-Betreuung aller drei Autohäuser zusammenführt – damit wir schneller antworten und kein Detail verloren geht.',
  innovation_funding:
    'Dieses Projekt wurde von der Kanarischen Agentur für Forschung, Innovation und Informationsgesellschaft der Regierung der Kanarischen Inseln im Rahmen ihres Förderprogramms für Innovation in Unternehmen gefördert und aus dem Europäischen Fonds für regionale Entwicklung (EFRE) kofinanziert.',
  funders_label: 'Fördermittelgeber',
  see_vehicles: 'Fahrzeuge ansehen',
  meet_team: 'Team kennenlernen',
  team_eyebrow: 'Team',
  team_title: 'Unser Team',
  team_lead:
    'Verkaufsberater, Techniker und Kundenbetreuer, die jedes Auto kennen, das wir verkaufen. Diese Menschen sind in unseren drei Autohäusern für Sie da.',
  team_size: '{count, plural, one {# Person} other {# Personen}}',
  contact_eyebrow: 'Wir sind in Ihrer Nähe',
  contact_title: 'Kontakt',
  contact_lead:
    'Besuchen Sie uns in einem unserer drei Autohäuser auf Gran Canaria und Teneriffa, rufen Sie uns an oder vereinbaren Sie einen Termin – wir melden uns bei Ihnen.',
  branches_label: 'Unsere Autohäuser',
  appointment_eyebrow: 'Schreiben Sie uns',
  appointment_title: 'Termin vereinbaren oder Fragen stellen',
  appointment_text:
    'Sagen Sie uns, welches Fahrzeug Sie interessiert und wann es Ihnen passt. Wir rufen Sie an, um den Besuch oder die Probefahrt zu bestätigen – unverbindlich.',
  maps_new_tab: '(öffnet Google Maps in einem neuen Tab)',
  call_branch: '{branch} anrufen:',
  opening_hours: 'Öffnungszeiten:',
  map_title: 'Karte von {branch}',
  show_map: 'Karte<hidden> von {branch}</hidden> anzeigen',
  map_notice: 'Beim Anzeigen der Karte werden Inhalte von Google Maps geladen.',
  funder_canarias_alt: 'Logo der Regierung der Kanarischen Inseln',
  funder_feder_alt: 'Logo der Europäischen Union, Europäischer Fonds für regionale Entwicklung (EFRE)',
  funder_aciisi_alt: 'Logo der Kanarischen Agentur für Forschung, Innovation und Informationsgesellschaft (ACIISI)',
  role_general_manager: 'Geschäftsführer',
  role_sales_manager: 'Verkaufsleiterin',
  role_sales_advisor_m: 'Verkaufsberater',
  role_sales_advisor_f: 'Verkaufsberaterin',
  role_finance: 'Finanzierung und Versicherung',
  role_administration: 'Verwaltung',
  role_showroom_manager: 'Leitung Autohaus',
  role_workshop: 'Werkstatt und Fahrzeugaufbereitung',
  role_customer_care: 'Kundenservice',
  role_sourcing: 'Fahrzeugsuche nach Wunsch',
  role_aftersales: 'After-Sales und Übergaben',
} satisfies Translation<'content'>;
