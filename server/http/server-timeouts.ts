import type { Server } from 'node:http';

/**
 * How long a client may take over a request. Headers must be in within 20 s (Node's default is a
 * minute): a client sending them a byte at a time holds a connection for no more. A whole
 * request must arrive within 30 minutes (Node's default of five would cut a staff member's
 * import ZIP or video on an ordinary line); an upload's body must also keep its pace, and a
 * visitor's trade-in arrive within 10 minutes (upload-guards.ts, uploads.ts). Other bodies are
 * small (JSON and forms, bounded in size).
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30 * 60_000;

/** Applies the limits to the server. */
export function boundSlowClients(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
}
