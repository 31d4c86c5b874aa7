/** The mails a visitor receives after a form, in the language of the page they sent it from (never sent to a page). */
export default {
  car_fallback: 'coche',
  greeting: 'Hola, {name}:',
  reservation_subject: 'Tu solicitud de reserva: {car} - {appName}',
  reservation_received: 'Hemos recibido tu solicitud de reserva del {car}.',
  reservation_next:
    'Te llamaremos en horario comercial para confirmarla y explicarte cómo pagar la señal de {deposit}, que se descuenta del precio. Hasta que te la confirmemos, el coche sigue a la venta; una vez confirmada, lo apartamos para ti {hours, plural, one {# hora} other {# horas}}.',
  reservation_car_line: 'El coche: {url}',
  reservation_car_link: 'Ver el coche',
  withdrawal_heading: 'Derecho de desistimiento',
  withdrawal_prompt: 'Puedes desistir de la reserva con este botón, sin dar explicaciones:',
  withdrawal_button: 'Desistir',
  withdrawal_form_heading: 'Modelo de formulario de desistimiento',
  withdrawal_form_note: '(Solo debes cumplimentar y enviar este formulario si deseas desistir de la reserva.)',
  withdrawal_ack_subject: 'Desistimiento recibido: {car} - {appName}',
  withdrawal_ack_received: 'Hemos recibido tu desistimiento de la reserva del {car}, el {date}. La reserva queda anulada.',
  withdrawal_ack_refund:
    'Si nos pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago que usaste, a más tardar el {date}. No tendrás ningún gasto por ello.',
  tradein_ack_subject: 'Hemos recibido los datos de tu coche - {appName}',
  tradein_ack_received: 'Hemos recibido los datos de tu coche ({details}) para tasarlo.',
  tradein_ack_next: 'Un tasador te llamará en menos de 24 horas laborables con una valoración. Pedirla no te compromete a nada.',
} as const;
