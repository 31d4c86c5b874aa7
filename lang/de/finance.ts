import type { Translation } from '../types.ts';

export default {
  representative_example:
    'Repräsentatives Beispiel für {price} bei einer Anzahlung von {deposit}: Nettodarlehensbetrag {amount}, {payments} Monatsraten von je {payment}, gebundener Sollzins (TIN) {tin}, effektiver Jahreszins (TAE) {tae}. Bearbeitungsgebühr von {fee} ({fee_terms}), zahlbar bei Vertragsabschluss. Gesamtkosten des Kredits {cost}, zu zahlender Gesamtbetrag {owed}, Teilzahlungspreis {total}. Finanzierung durch {lender}, vorbehaltlich ihrer Zustimmung. Ohne Versicherungen oder sonstige gekoppelte Produkte.',
  example_price: 'einen Preis von {price}',
  example_price_financed: 'einen Preis von {price} bei Finanzierung über uns (Barpreis {cash})',
  example_fee_rate: '{rate}, mindestens {minimum}',
  example_fee_minimum: 'mindestens {minimum}',
  listing_basis: 'Die Monatsrate jedes Fahrzeugs ist berechnet mit einer Anzahlung von {deposit} seines Preises (gegebenenfalls seines Preises bei Finanzierung über uns) und einer Laufzeit von {months} Monaten.',
} satisfies Translation<'finance'>;
