import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Env } from '../config/env.ts';

export function createLogger(config: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL, base: { app: 'gtcars' } });
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
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
