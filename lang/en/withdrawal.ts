import type { Translation } from '../types.ts';

export default {
  eyebrow: 'Online reservation',
  open_title: 'Withdraw from the reservation',
  withdrawn_title: 'You’ve withdrawn from the reservation',
  closed_title: 'This reservation has already ended',
  not_found_title: 'We can’t find this reservation',
  car: 'Car',
  reserved_at: 'Reserved on',
  deposit: 'Deposit',
  withdrawn_at: 'Withdrawn on',
  open_deadline:
    'You have {days} calendar days from making the reservation to withdraw without giving a reason; after that, as long as the purchase hasn’t been completed, you can still cancel it.',
  open_refund:
    'If you press the button, we’ll cancel the reservation and confirm it by email. If you paid the deposit, we’ll refund the money by the same payment method within {days} days at the latest.',
  withdrawn_refund:
    'The reservation is cancelled and we’ve confirmed it by email. If you paid us the deposit, we’ll refund the money by the same payment method by <strong>{date}</strong> at the latest.',
  closed_body:
    'The reservation is no longer active, so there’s nothing to withdraw from. If you paid the deposit and the purchase wasn’t completed, we’ll refund it anyway: give us a call if you haven’t received it yet.',
  not_found_body: 'The link doesn’t match any reservation. Check that you copied it in full from the email, or call us and we’ll sort it out with you.',
  withdraw_button: 'Withdraw from the reservation',
  failed: 'We couldn’t record your withdrawal. Reload the page and try again, or give us a call.',
  terms_link: 'Reservation terms',
} satisfies Translation<'withdrawal'>;
