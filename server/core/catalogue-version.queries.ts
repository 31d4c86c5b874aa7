import { db } from '../db/client.ts';

/** The catalogue version as stored (triggers on catalogo_version move it). */
export async function readCatalogueVersion(): Promise<string | null> {
  const [row] = await db().$queryRaw<{ version: string }[]>`SELECT version::text AS version FROM catalogo_version WHERE id = 1`;
  return row?.version ?? null;
}

/**
 * The catalogue's version and when it last moved (catalogo_version, kept by the triggers of
 * everything the public pages and the feed show): the feed's ETag and Last-Modified.
 */
export async function catalogueState(): Promise<{ version: string; changedAt: Date }> {
  const row = await db().catalogoVersion.findUnique({ where: { id: 1 }, select: { version: true, cambiado_at: true } });
  return { version: String(row?.version ?? 0), changedAt: row?.cambiado_at ?? new Date(0) };
}
