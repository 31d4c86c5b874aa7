/** Withdrawing from a reservation (Desistir). */
export default {
  eyebrow: 'Reserva online',
  open_title: 'Desistir de la reserva',
  withdrawn_title: 'Has desistido de la reserva',
  closed_title: 'Esta reserva ya ha terminado',
  not_found_title: 'No encontramos esta reserva',
  car: 'Coche',
  reserved_at: 'Reserva hecha',
  deposit: 'Señal',
  withdrawn_at: 'Desistida',
  open_deadline:
    'Tienes {days} días naturales desde que hiciste la reserva para desistir sin dar explicaciones; después, mientras no formalicemos la compra, puedes cancelarla igualmente.',
  open_refund:
    'Si pulsas el botón, anulamos la reserva y te lo confirmamos por correo. Si pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago, en un plazo máximo de {days} días.',
  withdrawn_refund:
    'La reserva queda anulada y te lo hemos confirmado por correo. Si nos pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago, a más tardar el <strong>{date}</strong>.',
  closed_body:
    'La reserva ya no está activa, así que no hay nada de lo que desistir. Si pagaste la señal y la compra no se formalizó, te la devolvemos igualmente: llámanos si aún no la has recibido.',
  not_found_body: 'El enlace no corresponde a ninguna reserva. Comprueba que lo has copiado entero del correo, o llámanos y lo vemos contigo.',
  withdraw_button: 'Desistir de la reserva',
  failed: 'No hemos podido registrar tu desistimiento. Recarga la página e inténtalo de nuevo, o llámanos.',
  terms_link: 'Condiciones de la reserva',
} as const;
