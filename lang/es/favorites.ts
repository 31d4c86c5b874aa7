/** The visitor's favourites (Favoritos). */
export default {
  title: 'Mis favoritos',
  eyebrow: 'Tu selección',
  summary: '{count, plural, one {Tienes # vehículo guardado en este navegador.} other {Tienes # vehículos guardados en este navegador.}}',
  summary_none: 'Los vehículos que marcas con el corazón se guardan en este navegador.',
  empty_title: 'Aún no tienes favoritos',
  empty_text: 'Pulsa el corazón de cualquier vehículo para guardarlo aquí y tenerlo a mano cuando vuelvas.',
  load_failed_title: 'No hemos podido cargar tus favoritos',
  load_failed_text: 'Siguen guardados en este navegador. Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
} as const;
