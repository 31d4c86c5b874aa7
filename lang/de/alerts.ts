import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Suchauftrag',
  confirm_title: 'Bestätigen Sie Ihren Suchauftrag',
  confirm_body: 'Klicken Sie auf die Schaltfläche, um ihn zu aktivieren. Ab dann senden wir Ihnen höchstens einmal täglich die neuen Autos, die zu dieser Suche passen.',
  confirm_button: 'Suchauftrag bestätigen',
  confirmed_title: 'Suchauftrag bestätigt',
  confirmed_body: 'Wir schreiben Ihnen, sobald neue Autos zu dieser Suche hereinkommen – höchstens einmal täglich. Jede E-Mail enthält einen Link zum Abmelden.',
  unsubscribe_title: 'Suchauftrag abbestellen',
  unsubscribe_body: 'Wenn Sie sich abmelden, löschen wir den Suchauftrag und Ihre E-Mail-Adresse und senden Ihnen nichts mehr zu dieser Suche.',
  unsubscribe_button: 'Abmelden',
  unsubscribed_title: 'Sie haben sich abgemeldet',
  unsubscribed_body:
    'Wir haben den Suchauftrag und Ihre E-Mail-Adresse gelöscht. Sie erhalten keine Benachrichtigungen mehr zu dieser Suche. In der Fahrzeugsuche können Sie jederzeit einen neuen anlegen.',
  gone_title: 'Dieser Suchauftrag existiert nicht mehr',
  gone_body:
    'Vielleicht haben Sie sich abgemeldet, oder er ist abgelaufen, ohne bestätigt zu werden. Wir senden Ihnen dazu keine E-Mails. In der Fahrzeugsuche können Sie einen neuen anlegen.',
  action_failed: 'Die Aktion konnte nicht abgeschlossen werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
  view_search: 'Suche ansehen',
  go_to_search: 'Zur Fahrzeugsuche',
} satisfies Translation<'alerts'>;
