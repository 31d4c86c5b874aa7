/** A search alert's mails to the visitor (features/alerts/alert-mail.ts) and the one-click unsubscribe's answer: never sent to a page as messages. */
export default {
  greeting: 'Hola:',
  confirm_subject: 'Confirma tu alerta de coches - {appName}',
  confirm_intro: 'Has pedido que te avisemos por correo de los coches nuevos que encajen con esta búsqueda:',
  confirm_activate: 'Confirma que esta dirección es tuya para activar la alerta. Hasta entonces no te enviaremos nada más.',
  confirm_button: 'Confirmar la alerta',
  confirm_not_requested: 'Si no lo has pedido tú, ignora este correo: la alerta se borrará sola en {days, plural, one {# día} other {# días}}.',
  digest_subject: '{count, plural, one {# coche nuevo} other {# coches nuevos}} para tu alerta: {summary}',
  digest_heading: 'Hay {count, plural, one {# coche nuevo} other {# coches nuevos}} para tu alerta:',
  digest_view_all: 'Ver los {count} en la web',
  digest_view_search: 'Ver la búsqueda en la web',
  digest_monthly_from: 'desde {amount}/mes',
  digest_why: 'Recibes este correo porque creaste esta alerta en {appName}. Si pasan {months, plural, one {# mes} other {# meses}} sin que la vuelvas a guardar, la borraremos.',
  unsubscribe_label: 'Darse de baja',
  unsubscribe_link: 'Darme de baja',
  unsubscribed: 'Te has dado de baja de la alerta.',
} as const;
