import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { flashErrors, isInertiaRequest } from '../../inertia/index.ts';
import { AppError, NotFoundError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { wantsJson } from '../../lib/request.ts';
import { answerIn, fieldsIn } from '../../i18n/index.ts';
import { withoutSecrets } from '../logger.ts';


export const notFound: RequestHandler = (_req, _res, next) => next(new NotFoundError());

/** The adapter's kinds, and the socket and PostgreSQL codes, of a database that cannot be reached right now. */
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|57P0[1-3]|08\w{3}|53300)$/;

/**
 * Whether `error` says the database is down or restarting (a failover, an upgrade): Prisma's
 * driver-adapter error or node-postgres's own (the session store). Visitors then get a 503
 * that tells them to retry, not a 500.
 */
function databaseUnavailable(error: unknown): boolean {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string; code?: string } } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  if (cause?.kind && UNREACHABLE_KINDS.has(cause.kind)) return true;
  const code = cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && UNREACHABLE_CODES.test(code);
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (databaseUnavailable(error)) return new ServiceUnavailableError();
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, status === 413 ? 'El envío supera el tamaño permitido.' : 'La petición no es válida.');
  }
  return new AppError(500, 'Error del servidor');
}

/**
 * The one error handler: validation errors go back to the form (or 422 JSON), as does a form
 * sent too often (a red toast, the form kept as typed); every other error becomes an Inertia
 * error page with its status; unexpected ones are logged. What it says is in the page's language.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return async (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    const locale = req.locale ?? 'es';
    const message = answerIn(locale, appError.message);
    if (appError instanceof ServiceUnavailableError) {
      logger.warn({ url: withoutSecrets(req.originalUrl) }, 'Base de datos no disponible: 503');
      res.set('Retry-After', String(appError.retryAfterSeconds));
    } else if (appError.status >= 500) logger.error({ err: error, url: withoutSecrets(req.originalUrl) }, 'Error no controlado');

    if (appError instanceof ValidationError) {
      // A route answered before sessions (the test-drive slots) has no form to go back to either.
      if (wantsJson(req) || !req.session) {
        res.status(422).json({ message, errors: fieldsIn(locale, appError.fields) });
        return;
      }
      flashErrors(req, fieldsIn(locale, appError.fields), appError.bag);
      res.inertia.back();
      return;
    }
    // A route answered before sessions (the one-click unsubscribe) has no form to go back to.
    if (appError instanceof TooManyRequestsError && isInertiaRequest(req) && req.method !== 'GET' && req.session) {
      flashToast(req, message, 'red');
      res.inertia.back();
      return;
    }
    if (wantsJson(req) || !res.inertia) {
      res.status(appError.status).json({ message });
      return;
    }
    try {
      await res.inertia.render('Error', { status: appError.status, message }, appError.status);
    } catch (renderError) {
      logger.error({ err: renderError }, 'No se pudo mostrar la página de error');
      res.status(appError.status).type('text').send(message);
    }
  };
}
