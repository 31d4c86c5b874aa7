import type { Express } from 'express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Other spellings of a vehicle photo's URL, which a file server would decode or normalise into
 * /storage/vehiculos/compressed/{id}.jpg: percent-encoded digits and dot, a doubled slash, './',
 * an upper-case extension, a trailing dot or slash.
 */
export const otherSpellings = (photoId: number) => {
  const digits = [...String(photoId)].map((digit) => `%3${digit}`).join('');
  return [
    `/storage/vehiculos/compressed/${digits}.jpg`,
    `/storage/vehiculos/compressed/${photoId}%2Ejpg`,
    `/storage/vehiculos/compressed//${photoId}.jpg`,
    `/storage/vehiculos//compressed/${photoId}.jpg`,
    `/storage/vehiculos/compressed/./${photoId}.jpg`,
    `/storage/vehiculos/thumbs/../compressed/${photoId}.jpg`,
    `/storage/vehiculos/compressed/${photoId}.JPG`,
    `/storage/vehiculos/compressed/${photoId}.jpg.`,
    `/storage/vehiculos/compressed/${photoId}.jpg/`,
  ];
};

/** GETs each path exactly as written (no client normalises it), on `app` listening on loopback: the statuses. */
export async function statusesOf(app: Express, paths: string[]): Promise<Record<string, number>> {
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      statuses[path] = await new Promise<number>((resolve, reject) => {
        httpRequest({ port, path, method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    }
    return statuses;
  } finally {
    server.close();
  }
}
