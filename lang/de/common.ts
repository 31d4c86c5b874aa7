import type { Translation } from '../types.ts';

export default {
  skip_to_content: 'Zum Inhalt springen',
  language: 'Sprache',
} satisfies Translation<'common'>;
