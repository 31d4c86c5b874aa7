import type { Translation } from '../types.ts';

export default {
  greeting: 'Guten Tag,',
  confirm_subject: 'Bestätigen Sie Ihren Suchauftrag - {appName}',
  confirm_intro: 'Sie möchten per E-Mail über neue Fahrzeuge informiert werden, die zu dieser Suche passen:',
  confirm_activate: 'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, um den Suchauftrag zu aktivieren. Bis dahin senden wir Ihnen nichts weiter.',
  confirm_button: 'Suchauftrag bestätigen',
  confirm_not_requested: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Der Suchauftrag wird nach {days, plural, one {# Tag} other {# Tagen}} automatisch gelöscht.',
  digest_subject: '{count, plural, one {# neues Fahrzeug} other {# neue Fahrzeuge}} für Ihren Suchauftrag: {summary}',
  digest_heading: 'Für Ihren Suchauftrag gibt es {count, plural, one {# neues Fahrzeug} other {# neue Fahrzeuge}}:',
  digest_view_all: 'Alle {count} auf unserer Website ansehen',
  digest_view_search: 'Suche auf unserer Website ansehen',
  digest_monthly_from: 'ab {amount}/Monat',
  digest_why: 'Sie erhalten diese E-Mail, weil Sie diesen Suchauftrag bei {appName} angelegt haben. Wenn Sie ihn {months, plural, one {# Monat} other {# Monate}} lang nicht erneut speichern, löschen wir ihn.',
  unsubscribe_label: 'Abmelden',
  unsubscribe_link: 'Abmelden',
  unsubscribed: 'Sie haben Ihren Suchauftrag abbestellt.',
} satisfies Translation<'alertmail'>;
