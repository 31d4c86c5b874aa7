import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Legal information',
  version: 'Version {version}',
  last_updated: 'Last updated: {date}',
  other_texts: 'Other legal texts',
  see_also: 'See also',
  contact: 'Contact',
  pending_data: 'Details still to be completed',
} satisfies Translation<'legal'>;
