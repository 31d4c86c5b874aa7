import type { DbLogger } from '../../server/db/logger.ts';

/** Console output of the db:* command-line scripts: progress on stderr, results on stdout. */

export const cliLogger: DbLogger = {
  debug: () => undefined,
  info: (message) => process.stderr.write(`${message}\n`),
  warn: (message) => process.stderr.write(`aviso: ${message}\n`),
};

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A mistake in what the user typed: reported as its message alone, without a stack trace. */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

/** Runs a script's main function, reporting failure with a non-zero exit code (or the one main set). */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      const text = error instanceof CliInputError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${text}\n`);
      process.exit(1);
    },
  );
}
