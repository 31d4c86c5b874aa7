/**
 * The logging surface the database layer needs. A pino logger satisfies it; the default
 * drops everything, so library code never writes to the console on its own.
 */
export interface DbLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

export const silentLogger: DbLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
};
