import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Fehler {status}',
  unauthorized_title: 'Bitte melden Sie sich an',
  unauthorized_message: 'Sie müssen sich anmelden, um fortzufahren.',
  forbidden_title: 'Zugriff verweigert',
  forbidden_message: 'Sie haben keine Berechtigung, diese Seite aufzurufen. Wenn Sie glauben, dass es sich um einen Fehler handelt, kontaktieren Sie uns.',
  not_found_title: 'Seite nicht gefunden',
  not_found_message: 'Die gesuchte Seite existiert nicht oder wurde verschoben. Möglicherweise ist das Fahrzeug nicht mehr inseriert.',
  expired_title: 'Die Seite ist abgelaufen',
  expired_message:
    'Aus Sicherheitsgründen ist die Seite nach längerer Inaktivität abgelaufen. Laden Sie die Seite neu und versuchen Sie es erneut; wenn Sie gerade ein Formular gesendet haben, müssen Sie es noch einmal senden.',
  too_many_title: 'Zu viele Anfragen',
  too_many_message: 'Sie haben es zu oft hintereinander versucht. Warten Sie einen Moment und versuchen Sie es erneut.',
  server_title: 'Serverfehler',
  server_message: 'Auf unserem Server ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in ein paar Minuten erneut.',
  unavailable_title: 'Dienst nicht verfügbar',
  unavailable_message: 'Wir führen gerade Wartungsarbeiten durch. Die Website ist in Kürze wieder erreichbar.',
  reload: 'Seite neu laden',
  back_home: 'Zur Startseite',
  back_to_panel: 'Zurück zur Verwaltung',
  search_vehicles: 'Fahrzeuge suchen',
} satisfies Translation<'errors'>;
