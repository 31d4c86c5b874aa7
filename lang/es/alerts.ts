/** A search alert's confirmation and unsubscribe pages (Alerta). */
export default {
  eyebrow: 'Alerta de búsqueda',
  confirm_title: 'Confirma tu alerta',
  confirm_body:
    'Pulsa el botón para activarla. Desde ese momento te enviaremos, como mucho una vez al día, los coches nuevos que encajen con esta búsqueda.',
  confirm_button: 'Confirmar la alerta',
  confirmed_title: 'Alerta confirmada',
  confirmed_body:
    'Te escribiremos cuando entren coches que encajen con esta búsqueda, como mucho una vez al día. Cada correo trae un enlace para darte de baja.',
  unsubscribe_title: 'Darse de baja de la alerta',
  unsubscribe_body: 'Si te das de baja, borraremos la alerta y tu correo, y no te enviaremos nada más sobre esta búsqueda.',
  unsubscribe_button: 'Darme de baja',
  unsubscribed_title: 'Te has dado de baja',
  unsubscribed_body:
    'Hemos borrado la alerta y tu correo. No recibirás más avisos de esta búsqueda. Puedes crear otra cuando quieras desde el buscador.',
  gone_title: 'Esta alerta ya no existe',
  gone_body:
    'Puede que te dieras de baja o que caducara sin confirmarse. No te enviaremos ningún correo de ella. Puedes crear otra desde el buscador.',
  action_failed: 'No hemos podido completar la acción. Recarga la página e inténtalo de nuevo.',
  view_search: 'Ver la búsqueda',
  go_to_search: 'Ir al buscador',
} as const;
