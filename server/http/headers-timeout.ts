import type { Server } from 'node:http';

/**
 * A request's headers must be in within this (Node's default is a minute): a client sending them
 * a byte at a time holds a connection for no more. An upload's body has its pace
 * (upload-guards.ts), and every request Node's limit of five minutes to arrive whole.
 */
export const HEADERS_TIMEOUT_MS = 20_000;

/** Applies HEADERS_TIMEOUT_MS to the server. */
export function boundSlowHeaders(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
