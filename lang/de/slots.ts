import type { Translation } from '../types.ts';

export default {
  book_button: 'Probefahrt buchen',
  book_title: 'Eine Probefahrt buchen',
  book_intro: 'Wählen Sie Tag und Uhrzeit. Wir halten das Auto bereit, und ein Berater erwartet Sie in {branch}. Die Probefahrt ist kostenlos und dauert etwa {minutes} Minuten.',
  day_legend: 'Tag wählen',
  time_legend: 'Uhrzeit wählen (kanarische Zeit)',
  no_slots: 'Keine Termine',
  loading: 'Freie Termine werden gesucht…',
  load_failed: 'Die freien Termine konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  none_day: 'An diesem Tag ist nichts mehr frei. Bitte wählen Sie einen anderen.',
  none_at_all: 'In den nächsten Tagen ist kein Termin mehr frei. Rufen Sie uns an, wir finden gemeinsam einen.',
  chosen: 'Ihre Wahl: {when}',
  still_free: 'Noch frei:',
  your_details: 'Ihre Angaben',
  send: 'Probefahrt buchen',
  send_error: 'Die Probefahrt konnte nicht gebucht werden. Bitte versuchen Sie es erneut oder rufen Sie uns an.',
  booked_title: 'Probefahrt gebucht',
  booked_body: 'Wir erwarten Sie am {when} in {branch}. Wir haben Ihnen den Termin per E-Mail geschickt, mit einer Einladung für Ihren Kalender und dem Link, um ihn zu ändern oder abzusagen.',
  close: 'Schließen',
} satisfies Translation<'slots'>;
