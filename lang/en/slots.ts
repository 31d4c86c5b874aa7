import type { Translation } from '../types.ts';

export default {
  book_button: 'Book a test drive',
  book_title: 'Book a test drive',
  book_intro: 'Choose the day and the time. We’ll have the car ready and an adviser will be waiting for you at {branch}. The test drive is free and takes about {minutes} minutes.',
  day_legend: 'Choose the day',
  time_legend: 'Choose the time (Canary Islands time)',
  no_slots: 'No slots',
  loading: 'Looking for free slots…',
  load_failed: 'We couldn’t load the free slots.',
  retry: 'Try again',
  none_day: 'No slots left on this day. Please choose another.',
  none_at_all: 'No free slots left in the coming days. Call us and we’ll find one with you.',
  chosen: 'You’ve chosen: {when}',
  still_free: 'Still free:',
  your_details: 'Your details',
  send: 'Book the test drive',
  send_error: 'We couldn’t book the test drive. Please try again or call us.',
  booked_title: 'Test drive booked',
  booked_body: 'We look forward to seeing you on {when} at {branch}. We’ve emailed you the appointment, with an invite for your calendar and the link to change or cancel it.',
  close: 'Close',
} satisfies Translation<'slots'>;
