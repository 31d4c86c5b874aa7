/**
 * Whether a database error is the violation of the named constraint (a unique index, an
 * exclusion constraint): PostgreSQL names it in the error, whichever way Prisma wraps it.
 */
export function violates(error: unknown, constraint: string): boolean {
  if (!(error instanceof Error)) return false;
  const meta = (error as { meta?: unknown }).meta;
  return error.message.includes(constraint) || (meta !== undefined && JSON.stringify(meta).includes(constraint));
}
