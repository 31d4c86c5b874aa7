import type { Request } from 'express';
import { z } from 'zod';

/** Slugs are at most 200 characters (coches.slug); anything else cannot name a car. */
const slugParam = z.string().trim().min(1).max(200);

/** The car slug of a path's `:slug` (/vehiculo/{slug}, its quote), or null when it cannot name a car. */
export function carSlug(req: Request): string | null {
  const slug = slugParam.safeParse(req.params.slug);
  return slug.success ? slug.data : null;
}
