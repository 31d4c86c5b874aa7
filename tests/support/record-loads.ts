import { register } from 'node:module';

/**
 * `node --import tsx --import ./tests/support/record-loads.ts …` appends the URL of every
 * module the process resolves to the file named by RECORD_LOADS, one a line.
 */
register('./record-loads.hooks.ts', import.meta.url);
