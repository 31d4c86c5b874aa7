import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Env } from '../config/env.ts';

/** JSON lines in production (for the log collector); readable, coloured lines in development. */
export function createLogger(config: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const readable = config.NODE_ENV === 'development';
  return pino({
    level: config.LOG_LEVEL,
    base: { app: 'gtcars' },
    ...(readable ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,app', translateTime: 'HH:MM:ss' } } } : {}),
  });
}

/**
 * Account, alert and reservation links carry a live token or signature in the path and query:
 * logged without them, in every language's prefix ('Mi reserva' polls its page while a payment
 * is on its way, so its token would otherwise fill the log).
 */
const SECRET_LINKS = /^((?:\/(?:en|de))?(?:\/reset-password|\/verify-email|\/alertas\/confirmar|\/alertas\/baja|\/reservas\/desistir|\/mi-reserva|\/prueba))\/[^?]*(\?.*)?$/;

/** The portal feed's token is the path segment after /feeds/. */
const FEED_TOKEN_PATH = /^\/feeds\/[^/?]*/i;

/** A request URL fit for the log: the secret part of an account or alert link, or the feed's token, replaced by '…'. */
export function withoutSecrets(url: string): string {
  const match = SECRET_LINKS.exec(url);
  if (match) return `${match[1]}/…`;
  return url.replace(FEED_TOKEN_PATH, '/feeds/…');
}

const QUIET_PATHS = /^\/(assets|storage|videos|@vite|@fs|@id|@react-refresh|node_modules|resources|favicon)/;

/** One log line per request (method, url, status, time), without static files and Vite internals. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.test(req.url ?? '') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: withoutSecrets(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
