import type { Translation } from '../types.ts';

export default {
  title: 'My favourites',
  eyebrow: 'Your selection',
  summary: '{count, plural, one {You have # car saved in this browser.} other {You have # cars saved in this browser.}}',
  summary_none: 'The cars you mark with the heart are saved in this browser.',
  empty_title: 'No favourites yet',
  empty_text: 'Tap the heart on any car to save it here and have it to hand when you come back.',
  load_failed_title: 'We couldn’t load your favourites',
  load_failed_text: 'They are still saved in this browser. Please check your connection and try again.',
  retry: 'Try again',
} satisfies Translation<'favorites'>;
