import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Legal information',
  version: 'Version {version}',
  last_updated: 'Last updated: {date}',
  other_texts: 'Other legal texts',
  see_also: 'See also',
  contact: 'Contact',
  pending_data: 'Details still to be completed',
  translation_notice: 'The Spanish text is the binding one; this translation is provided for convenience only. <link>Read the Spanish text</link>',
} satisfies Translation<'legal'>;
