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

/** Runs a script's main function, reporting failure with a non-zero exit code. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
