import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Rechtliche Hinweise',
  version: 'Version {version}',
  last_updated: 'Zuletzt aktualisiert: {date}',
  other_texts: 'Weitere Rechtstexte',
  see_also: 'Siehe auch',
  contact: 'Kontakt',
  pending_data: 'Angabe noch zu ergänzen',
  translation_notice: 'Verbindlich ist der spanische Text; diese Übersetzung dient nur Ihrer Information. <link>Spanischen Text lesen</link>',
} satisfies Translation<'legal'>;
