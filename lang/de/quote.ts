import type { Translation } from '../types.ts';

export default {
  title: 'Angebot',
  document_title: 'Angebot {reference} · {car}',
  file_name: 'angebot-{name}',
  tagline: 'Premium-Gebrauchtwagen · Kanarische Inseln',
  reference: 'Referenz {reference}',
  date: 'Datum: {date}',
  valid_until: 'Gültig bis zum {date}, solange das Fahrzeug verfügbar ist',
  buyer: 'Für: {name}',
  cash_price: 'Barpreis',
  final_price_tax: 'Endpreis, {tax}',
  financed_price_note: 'Dieser Preis gilt nur, wenn die Finanzierung über uns genehmigt wird; das folgende Beispiel zeigt, was sie kostet.',
  finance_example: 'Finanzierungsbeispiel',
  condition: 'Zustand des Fahrzeugs',
  guarantees: 'Gewährleistung und Garantie',
  phone: 'Telefon {phone}',
  tax_id: 'Steuernummer (CIF) {cif}',
} satisfies Translation<'quote'>;
