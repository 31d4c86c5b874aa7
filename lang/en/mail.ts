import type { Translation } from '../types.ts';

export default {
  car_fallback: 'car',
  greeting: 'Hello {name},',
  reservation_subject: 'Your reservation request: {car} - {appName}',
  reservation_received: 'We’ve received your request to reserve the {car}.',
  reservation_next:
    'We’ll call you during business hours to confirm it and explain how to pay the {deposit} deposit, which is taken off the price. Until we confirm it, the car remains on sale; once it’s confirmed, we’ll hold it for you for {hours, plural, one {# hour} other {# hours}}.',
  reservation_car_line: 'The car: {url}',
  reservation_car_link: 'View the car',
  withdrawal_heading: 'Right of withdrawal',
  withdrawal_prompt: 'You can withdraw from the reservation with this button, without giving any reason:',
  withdrawal_button: 'Withdraw',
  withdrawal_form_heading: 'Model withdrawal form',
  withdrawal_form_note: '(Complete and return this form only if you wish to withdraw from the reservation.)',
  withdrawal_ack_subject: 'Withdrawal received: {car} - {appName}',
  withdrawal_ack_received: 'On {date} we received your withdrawal from the reservation of the {car}. The reservation has been cancelled.',
  withdrawal_ack_refund:
    'If you paid us the deposit, we’ll refund the money by the same payment method you used, by {date} at the latest. You won’t incur any costs as a result.',
  tradein_ack_subject: 'We’ve received your car’s details - {appName}',
  tradein_ack_received: 'We’ve received the details of your car ({details}) for a valuation.',
  tradein_ack_next: 'One of our valuers will call you within 24 working hours with a valuation. Asking for one commits you to nothing.',
} satisfies Translation<'mail'>;
