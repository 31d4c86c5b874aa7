import type { Translation } from '../types.ts';

export default {
  title: 'Meine Merkliste',
  eyebrow: 'Ihre Auswahl',
  summary: '{count, plural, one {Sie haben # Fahrzeug in diesem Browser gemerkt.} other {Sie haben # Fahrzeuge in diesem Browser gemerkt.}}',
  summary_none: 'Die Fahrzeuge, die Sie mit dem Herzsymbol markieren, werden in diesem Browser gespeichert.',
  empty_title: 'Ihre Merkliste ist noch leer',
  empty_text: 'Tippen Sie bei einem Fahrzeug auf das Herz, um es hier zu speichern und beim nächsten Besuch griffbereit zu haben.',
  load_failed_title: 'Ihre Merkliste konnte nicht geladen werden',
  load_failed_text: 'Sie ist weiterhin in diesem Browser gespeichert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
} satisfies Translation<'favorites'>;
