import type { Translation } from '../types.ts';

export default {
  greeting: 'Hello,',
  confirm_subject: 'Confirm your search alert - {appName}',
  confirm_intro: 'You asked us to email you the new cars that match this search:',
  confirm_activate: 'Please confirm that this email address is yours to activate the alert. Until then, we won’t send you anything else.',
  confirm_button: 'Confirm the alert',
  confirm_not_requested: 'If you didn’t ask for this, please ignore this email: the alert will be deleted automatically in {days, plural, one {# day} other {# days}}.',
  digest_subject: '{count, plural, one {# new car} other {# new cars}} for your search alert: {summary}',
  digest_heading: 'There {count, plural, one {is # new car} other {are # new cars}} for your search alert:',
  digest_view_all: 'View all {count} on our website',
  digest_view_search: 'View the search on our website',
  digest_monthly_from: 'from {amount}/month',
  digest_why: 'You’re receiving this email because you created this search alert on {appName}. If {months, plural, one {# month passes} other {# months pass}} without you saving it again, we’ll delete it.',
  unsubscribe_label: 'Unsubscribe',
  unsubscribe_link: 'Unsubscribe',
  unsubscribed: 'You’ve unsubscribed from the search alert.',
} satisfies Translation<'alertmail'>;
