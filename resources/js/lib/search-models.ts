import type { Lookup } from '@contracts/pages';

/** The models of a GET /list/modelos/{marca_id} answer; anything malformed is dropped. */
export function parseModelos(body: unknown): Lookup[] {
  if (typeof body !== 'object' || body === null || !('modelos' in body) || !Array.isArray(body.modelos)) return [];
  return body.modelos.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, nombre } = item as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) && typeof nombre === 'string' ? [{ id, nombre }] : [];
  });
}
