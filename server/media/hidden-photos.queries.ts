import { db } from '../db/client.ts';

/** The catalogue's version (bumped by triggers whenever a car's activo or deleted_at changes). */
export async function catalogueVersion(): Promise<string | null> {
  const [row] = await db().$queryRaw<{ version: string }[]>`SELECT version::text AS version FROM catalogo_version WHERE id = 1`;
  return row?.version ?? null;
}

/** Ids of the photos whose car the public does not see: deleted or inactive. */
export async function hiddenPhotoIds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT f.id FROM fotos f JOIN coches c ON c.id = f.coche_id WHERE c.deleted_at IS NOT NULL OR NOT c.activo`;
  return rows.map((row) => row.id);
}
