import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Online-Reservierung',
  open_title: 'Reservierung widerrufen',
  withdrawn_title: 'Sie haben die Reservierung widerrufen',
  closed_title: 'Diese Reservierung ist bereits beendet',
  not_found_title: 'Wir finden diese Reservierung nicht',
  car: 'Fahrzeug',
  reserved_at: 'Reserviert am',
  deposit: 'Anzahlung',
  withdrawn_at: 'Widerrufen am',
  open_deadline:
    'Sie können die Reservierung innerhalb von {days} Kalendertagen ab der Reservierung ohne Angabe von Gründen widerrufen; danach können Sie sie trotzdem stornieren, solange der Kauf nicht abgeschlossen ist.',
  open_refund:
    'Wenn Sie auf die Schaltfläche klicken, stornieren wir die Reservierung und bestätigen Ihnen das per E-Mail. Haben Sie die Anzahlung geleistet, erstatten wir Ihnen das Geld über dasselbe Zahlungsmittel innerhalb von höchstens {days} Tagen.',
  withdrawn_refund:
    'Die Reservierung ist storniert, und wir haben Ihnen das per E-Mail bestätigt. Haben Sie die Anzahlung geleistet, erstatten wir Ihnen das Geld über dasselbe Zahlungsmittel spätestens am <strong>{date}</strong>.',
  closed_body:
    'Die Reservierung ist nicht mehr aktiv, es gibt also nichts zu widerrufen. Haben Sie die Anzahlung geleistet und wurde der Kauf nicht abgeschlossen, erstatten wir sie Ihnen trotzdem: Rufen Sie uns an, falls Sie sie noch nicht erhalten haben.',
  not_found_body:
    'Der Link gehört zu keiner Reservierung. Prüfen Sie, ob Sie ihn vollständig aus der E-Mail kopiert haben, oder rufen Sie uns an – wir klären das gemeinsam.',
  withdraw_button: 'Reservierung widerrufen',
  failed: 'Ihr Widerruf konnte nicht erfasst werden. Laden Sie die Seite neu und versuchen Sie es erneut, oder rufen Sie uns an.',
  terms_link: 'Reservierungsbedingungen',
} satisfies Translation<'withdrawal'>;
