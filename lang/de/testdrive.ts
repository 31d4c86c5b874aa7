import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Probefahrt',
  title_reservada: 'Ihre Probefahrt ist gebucht',
  title_cancelada: 'Sie haben die Probefahrt abgesagt',
  title_hecha: 'Danke für Ihren Besuch',
  title_no_presentado: 'Wir haben Sie vermisst',
  body_reservada: 'Wir erwarten Sie am Standort mit Ihrem gültigen Führerschein. Wenn Sie nicht kommen können, sagen Sie die Probefahrt ab, damit wir den Termin freigeben.',
  body_cancelada: 'Die Probefahrt ist abgesagt. Wenn Sie möchten, buchen Sie eine neue auf der Seite des Fahrzeugs.',
  body_hecha: 'Wir hoffen, das Fahrzeug hat Ihnen gefallen. Ihr Berater ruft Sie bei allen Fragen an.',
  body_no_presentado: 'Wir konnten Sie zur Probefahrt nicht begrüßen. Wenn Sie das Fahrzeug weiterhin interessiert, buchen Sie eine neue auf seiner Seite.',
  car: 'Fahrzeug',
  when: 'Datum und Uhrzeit',
  branch: 'Standort',
  salesperson: 'Ihr Berater',
  cancel_button: 'Probefahrt absagen',
  cancel_confirm_title: 'Probefahrt absagen?',
  cancel_confirm_body: 'Wir geben den Termin für andere frei und senden Ihnen keine Erinnerungen.',
  cancel_confirm_button: 'Ja, Probefahrt absagen',
  cancel_keep: 'Probefahrt behalten',
  cancel_failed: 'Die Probefahrt konnte nicht abgesagt werden. Laden Sie die Seite neu und versuchen Sie es erneut, oder rufen Sie uns an.',
} satisfies Translation<'testdrive'>;
