import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Error {status}',
  unauthorized_title: 'Please sign in',
  unauthorized_message: 'You need to sign in to continue.',
  forbidden_title: 'Access denied',
  forbidden_message: 'You don’t have permission to view this page. If you think this is a mistake, please contact us.',
  not_found_title: 'Page not found',
  not_found_message: 'The page you’re looking for doesn’t exist or has moved. The vehicle may no longer be listed.',
  expired_title: 'This page has expired',
  expired_message:
    'For security, the page has expired after a period of inactivity. Reload the page and try again; if you were sending a form, you’ll need to send it again.',
  too_many_title: 'Too many requests',
  too_many_message: 'You’ve made too many attempts in a row. Wait a moment and try again.',
  server_title: 'Server error',
  server_message: 'An unexpected error occurred on our server. Please try again in a few minutes.',
  unavailable_title: 'Service unavailable',
  unavailable_message: 'We’re carrying out maintenance. The website will be back shortly.',
  reload: 'Reload the page',
  back_home: 'Back to the home page',
  back_to_panel: 'Back to the dashboard',
  search_vehicles: 'Search cars',
} satisfies Translation<'errors'>;
