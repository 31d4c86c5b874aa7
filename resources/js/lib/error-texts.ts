export interface ErrorText {
  title: string;
  message: string;
}

const texts: Record<number, ErrorText> = {
  401: {
    title: 'Inicia sesión',
    message: 'Debes iniciar sesión para continuar.',
  },
  403: {
    title: 'Acceso denegado',
    message: 'No tienes permiso para ver esta página. Si crees que es un error, contacta con nosotros.',
  },
  404: {
    title: 'Página no encontrada',
    message: 'La página que buscas no existe o ha cambiado de dirección. Puede que el vehículo ya no esté publicado.',
  },
  419: {
    title: 'La página ha caducado',
    message:
      'Por seguridad, la página ha caducado tras un tiempo sin actividad. Recarga la página y vuelve a intentarlo; si estabas enviando un formulario, tendrás que enviarlo de nuevo.',
  },
  429: {
    title: 'Demasiadas solicitudes',
    message: 'Has hecho demasiados intentos seguidos. Espera un momento e inténtalo de nuevo.',
  },
  500: {
    title: 'Error del servidor',
    message: 'Se ha producido un error inesperado en nuestro servidor. Inténtalo de nuevo dentro de unos minutos.',
  },
  503: {
    title: 'Servicio no disponible',
    message: 'Estamos realizando tareas de mantenimiento. La web volverá a estar disponible en breve.',
  },
};

/**
 * Spanish title and explanation for an error status. A message from the server replaces
 * the default explanation unless it only repeats the title.
 */
export function errorText(status: number, serverMessage?: string): ErrorText {
  const base = texts[status] ?? (status >= 500 ? texts[500]! : texts[404]!);
  const message = serverMessage && serverMessage !== base.title ? serverMessage : base.message;
  return { title: base.title, message };
}

/** Statuses where reloading may help (expired token, server trouble). */
export function canRetry(status: number): boolean {
  return status === 419 || status === 429 || status >= 500;
}
