/**
 * The typed error family. Throw these from controllers and services; the one error handler
 * (middleware/errors.ts) turns them into Spanish Inertia error pages, JSON or a redirect back.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Página no encontrada') {
    super(404, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Acceso denegado') {
    super(403, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Debes iniciar sesión para continuar.') {
    super(401, message);
  }
}

export class PageExpiredError extends AppError {
  constructor(message = 'La página ha caducado. Recarga la página e inténtalo de nuevo.') {
    super(419, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.') {
    super(429, message);
  }
}

/** The database cannot be reached right now (a restart, a failover): come back in a few seconds. */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds = 5;

  constructor(message = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.') {
    super(503, message);
  }
}

/** Field errors of a failed form: redirect back with them, or 422 JSON for API calls. */
export class ValidationError extends AppError {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly bag = 'default',
  ) {
    super(422, 'Los datos enviados no son válidos.');
  }
}
