import { env } from '../config/env.ts';

/**
 * Absolute URL of a site path, for canonical links, Open Graph, JSON-LD and the sitemap.
 * The origin is APP_URL, never the request's Host header (which a client controls);
 * without APP_URL it is this server's local address.
 */
export function absoluteUrl(path: string): string {
  const config = env();
  const origin = config.APP_URL ?? `http://localhost:${config.PORT}`;
  return new URL(path, origin).toString();
}
