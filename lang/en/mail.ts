import type { Translation } from '../types.ts';

export default {
  car_fallback: 'car',
  greeting: 'Hello {name},',
  reservation_subject: 'Your reservation request: {car} - {appName}',
  reservation_received: 'We’ve received your request to reserve the {car}.',
  reservation_next:
    'We’ll call you during business hours to confirm it and explain how to pay the {deposit} deposit, which is taken off the price. Until we confirm it, the car remains on sale; once it’s confirmed, we’ll hold it for you for {hours, plural, one {# hour} other {# hours}}.',
  reservation_paid:
    'We’ve received the {deposit} deposit for your reservation of the {car}: the car is reserved for you until {date}, and nobody else can buy it in the meantime. We’ll call you during opening hours to arrange the handover; the deposit is deducted from the price.',
  reservation_car_line: 'The car: {url}',
  reservation_car_link: 'View the car',
  withdrawal_heading: 'Right of withdrawal',
  withdrawal_prompt: 'On your reservation’s page you can follow it and withdraw from it, without giving any reason:',
  withdrawal_button: 'My reservation',
  withdrawal_form_heading: 'Model withdrawal form',
  withdrawal_form_note: '(Complete and return this form only if you wish to withdraw from the reservation.)',
  withdrawal_ack_subject: 'Withdrawal received: {car} - {appName}',
  withdrawal_ack_received: 'On {date} we received your withdrawal from the reservation of the {car}. The reservation has been cancelled.',
  withdrawal_ack_time: 'We recorded it on {when} (Canary Islands time).',
  withdrawal_ack_refund:
    'If you paid us the deposit, we’ll refund the money by the same payment method you used, by {date} at the latest. You won’t incur any costs as a result.',
  withdrawal_ack_follow: 'You can follow the refund on your reservation’s page: {url}',
  my_reservation: 'View my reservation',
  refund_subject: 'Your deposit has been refunded: {car} - {appName}',
  refund_done: 'We’ve refunded the {amount} deposit for your reservation of the {car}, by the same method you paid with.',
  refund_why_desistida: 'This is the refund for your withdrawal: it costs you nothing.',
  refund_why_liberada: 'We’ve released the reservation and the car is back on sale.',
  refund_why_caducada: 'The reservation period ended without the purchase being completed.',
  refund_why_ocupado: 'Someone else completed the payment to reserve this car moments before you did, so we couldn’t reserve it for you. We’re sorry.',
  refund_why_tardio: 'Your payment reached us when your reservation was no longer waiting for it: it had expired, you had cancelled it, or it was already paid.',
  refund_similar: 'You may like these similar cars:',
  refund_footer: 'Depending on your bank, the refund may take a few days to show in your account.',
  tradein_ack_subject: 'We’ve received your car’s details - {appName}',
  tradein_ack_received: 'We’ve received the details of your car ({details}) for a valuation.',
  tradein_ack_next: 'One of our valuers will call you within 24 working hours with a valuation. Asking for one commits you to nothing.',
} satisfies Translation<'mail'>;
