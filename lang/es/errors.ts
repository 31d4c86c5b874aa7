/** The error page (Error). */
export default {
  eyebrow: 'Error {status}',
  unauthorized_title: 'Inicia sesión',
  unauthorized_message: 'Debes iniciar sesión para continuar.',
  forbidden_title: 'Acceso denegado',
  forbidden_message: 'No tienes permiso para ver esta página. Si crees que es un error, contacta con nosotros.',
  not_found_title: 'Página no encontrada',
  not_found_message: 'La página que buscas no existe o ha cambiado de dirección. Puede que el vehículo ya no esté publicado.',
  expired_title: 'La página ha caducado',
  expired_message:
    'Por seguridad, la página ha caducado tras un tiempo sin actividad. Recarga la página y vuelve a intentarlo; si estabas enviando un formulario, tendrás que enviarlo de nuevo.',
  too_many_title: 'Demasiadas solicitudes',
  too_many_message: 'Has hecho demasiados intentos seguidos. Espera un momento e inténtalo de nuevo.',
  server_title: 'Error del servidor',
  server_message: 'Se ha producido un error inesperado en nuestro servidor. Inténtalo de nuevo dentro de unos minutos.',
  unavailable_title: 'Servicio no disponible',
  unavailable_message: 'Estamos realizando tareas de mantenimiento. La web volverá a estar disponible en breve.',
  reload: 'Recargar la página',
  back_home: 'Volver al inicio',
  back_to_panel: 'Volver al panel',
  search_vehicles: 'Buscar vehículos',
} as const;
