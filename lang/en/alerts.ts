import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Search alert',
  confirm_title: 'Confirm your alert',
  confirm_body: 'Press the button to activate it. From then on we’ll send you the new cars that match this search, at most once a day.',
  confirm_button: 'Confirm the alert',
  confirmed_title: 'Alert confirmed',
  confirmed_body: 'We’ll write to you when cars matching this search come in, at most once a day. Every email includes a link to unsubscribe.',
  unsubscribe_title: 'Unsubscribe from the alert',
  unsubscribe_body: 'If you unsubscribe, we’ll delete the alert and your email address, and we won’t send you anything more about this search.',
  unsubscribe_button: 'Unsubscribe',
  unsubscribed_title: 'You’ve unsubscribed',
  unsubscribed_body:
    'We’ve deleted the alert and your email address. You won’t receive any more notifications for this search. You can create a new one from the search page whenever you like.',
  gone_title: 'This alert no longer exists',
  gone_body:
    'You may have unsubscribed, or it may have expired without being confirmed. We won’t send you any emails about it. You can create a new one from the search page.',
  action_failed: 'We couldn’t complete the action. Reload the page and try again.',
  view_search: 'View the search',
  go_to_search: 'Go to search',
} satisfies Translation<'alerts'>;
