import type { Translation } from '../types.ts';

export default {
  skip_to_content: 'Skip to content',
  language: 'Language',
} satisfies Translation<'common'>;
