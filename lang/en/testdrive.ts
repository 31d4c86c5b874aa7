import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Test drive',
  title_reservada: 'Your test drive is booked',
  title_cancelada: 'You’ve cancelled the test drive',
  title_hecha: 'Thank you for coming',
  title_no_presentado: 'We missed you',
  body_reservada: 'We look forward to seeing you at the showroom with your valid driving licence. If you can’t make it, cancel the drive and we’ll free the slot for someone else.',
  body_cancelada: 'The test drive is cancelled. If you like, book another from the car’s page.',
  body_hecha: 'We hope you enjoyed the car. Your adviser will call you for anything you need.',
  body_no_presentado: 'We couldn’t see you at the test drive. If you’re still interested in the car, book another from its page.',
  car: 'Car',
  when: 'Date and time',
  branch: 'Showroom',
  salesperson: 'Your adviser',
  cancel_button: 'Cancel the test drive',
  cancel_confirm_title: 'Cancel the test drive?',
  cancel_confirm_body: 'We’ll free the slot for someone else and send you no reminders.',
  cancel_confirm_button: 'Yes, cancel the test drive',
  cancel_keep: 'Keep the test drive',
  cancel_failed: 'We couldn’t cancel the test drive. Reload the page and try again, or give us a call.',
} satisfies Translation<'testdrive'>;
