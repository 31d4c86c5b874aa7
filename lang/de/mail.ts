import type { Translation } from '../types.ts';

export default {
  car_fallback: 'Wagen',
  greeting: 'Guten Tag {name},',
  reservation_subject: 'Ihre Reservierungsanfrage: {car} - {appName}',
  reservation_received: 'Wir haben Ihre Reservierungsanfrage für den {car} erhalten.',
  reservation_next:
    'Wir rufen Sie während der Geschäftszeiten an, um sie zu bestätigen und Ihnen zu erklären, wie Sie die Anzahlung von {deposit} leisten; sie wird vom Preis abgezogen. Bis zu unserer Bestätigung bleibt das Fahrzeug im Verkauf; nach der Bestätigung halten wir es {hours, plural, one {# Stunde} other {# Stunden}} für Sie zurück.',
  reservation_paid:
    'Wir haben die Anzahlung von {deposit} für Ihre Reservierung des {car} erhalten: Das Fahrzeug ist bis {date} für Sie reserviert, und niemand sonst kann es in dieser Zeit kaufen. Wir rufen Sie während der Geschäftszeiten an, um die Übergabe abzustimmen; die Anzahlung wird vom Preis abgezogen.',
  reservation_car_line: 'Das Fahrzeug: {url}',
  reservation_car_link: 'Fahrzeug ansehen',
  withdrawal_heading: 'Widerrufsrecht',
  withdrawal_prompt: 'Auf der Seite Ihrer Reservierung können Sie sie verfolgen und ohne Angabe von Gründen widerrufen:',
  withdrawal_button: 'Meine Reservierung',
  withdrawal_form_heading: 'Muster-Widerrufsformular',
  withdrawal_form_note: '(Wenn Sie die Reservierung widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  withdrawal_ack_subject: 'Widerruf erhalten: {car} - {appName}',
  withdrawal_ack_received: 'Wir haben Ihren Widerruf der Reservierung für den {car} am {date} erhalten. Die Reservierung ist storniert.',
  withdrawal_ack_time: 'Wir haben ihn am {when} (kanarische Zeit) erfasst.',
  withdrawal_ack_refund:
    'Haben Sie die Anzahlung geleistet, erstatten wir Ihnen das Geld über dasselbe Zahlungsmittel, das Sie verwendet haben, spätestens am {date}. Dafür entstehen Ihnen keine Kosten.',
  withdrawal_ack_follow: 'Die Erstattung können Sie auf der Seite Ihrer Reservierung verfolgen: {url}',
  my_reservation: 'Meine Reservierung ansehen',
  refund_subject: 'Ihre Anzahlung wurde erstattet: {car} - {appName}',
  refund_done: 'Wir haben Ihnen die Anzahlung von {amount} für Ihre Reservierung des {car} über dasselbe Zahlungsmittel erstattet, mit dem Sie bezahlt haben.',
  refund_why_desistida: 'Es ist die Erstattung zu Ihrem Widerruf: Ihnen entstehen dadurch keine Kosten.',
  refund_why_liberada: 'Wir haben die Reservierung aufgehoben, und das Fahrzeug ist wieder im Verkauf.',
  refund_why_caducada: 'Die Reservierungsfrist ist abgelaufen, ohne dass der Kauf abgeschlossen wurde.',
  refund_why_ocupado: 'Jemand anderes hat die Reservierung dieses Fahrzeugs wenige Augenblicke vor Ihnen bezahlt, daher konnten wir es nicht für Sie reservieren. Das tut uns leid.',
  refund_why_tardio: 'Ihre Zahlung ist bei uns eingegangen, als Ihre Reservierung nicht mehr darauf wartete: Sie war abgelaufen, von Ihnen storniert oder bereits bezahlt.',
  refund_similar: 'Vielleicht gefallen Ihnen diese ähnlichen Fahrzeuge:',
  refund_footer: 'Je nach Bank kann es einige Tage dauern, bis die Erstattung auf Ihrem Konto erscheint.',
  tradein_ack_subject: 'Wir haben die Daten Ihres Autos erhalten - {appName}',
  tradein_ack_received: 'Wir haben die Daten Ihres Autos ({details}) für eine Bewertung erhalten.',
  tradein_ack_next: 'Ein Bewerter ruft Sie innerhalb von 24 Stunden an Werktagen mit einer Bewertung an. Die Anfrage ist für Sie unverbindlich.',
} satisfies Translation<'mail'>;
