import type { Translation } from '../types.ts';

export default {
  car_fallback: 'Wagen',
  greeting: 'Guten Tag {name},',
  reservation_subject: 'Ihre Reservierungsanfrage: {car} - {appName}',
  reservation_received: 'Wir haben Ihre Reservierungsanfrage für den {car} erhalten.',
  reservation_next:
    'Wir rufen Sie während der Geschäftszeiten an, um sie zu bestätigen und Ihnen zu erklären, wie Sie die Anzahlung von {deposit} leisten; sie wird vom Preis abgezogen. Bis zu unserer Bestätigung bleibt das Fahrzeug im Verkauf; nach der Bestätigung halten wir es {hours, plural, one {# Stunde} other {# Stunden}} für Sie zurück.',
  reservation_car_line: 'Das Fahrzeug: {url}',
  reservation_car_link: 'Fahrzeug ansehen',
  withdrawal_heading: 'Widerrufsrecht',
  withdrawal_prompt: 'Mit dieser Schaltfläche können Sie die Reservierung ohne Angabe von Gründen widerrufen:',
  withdrawal_button: 'Widerrufen',
  withdrawal_form_heading: 'Muster-Widerrufsformular',
  withdrawal_form_note: '(Wenn Sie die Reservierung widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  withdrawal_ack_subject: 'Widerruf erhalten: {car} - {appName}',
  withdrawal_ack_received: 'Wir haben Ihren Widerruf der Reservierung für den {car} am {date} erhalten. Die Reservierung ist storniert.',
  withdrawal_ack_refund:
    'Haben Sie die Anzahlung geleistet, erstatten wir Ihnen das Geld über dasselbe Zahlungsmittel, das Sie verwendet haben, spätestens am {date}. Dafür entstehen Ihnen keine Kosten.',
  tradein_ack_subject: 'Wir haben die Daten Ihres Autos erhalten - {appName}',
  tradein_ack_received: 'Wir haben die Daten Ihres Autos ({details}) für eine Bewertung erhalten.',
  tradein_ack_next: 'Ein Bewerter ruft Sie innerhalb von 24 Stunden an Werktagen mit einer Bewertung an. Die Anfrage ist für Sie unverbindlich.',
} satisfies Translation<'mail'>;
