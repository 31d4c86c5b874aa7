/**
 * A text as a literal for Prisma's case-insensitive filters, which PostgreSQL runs as ILIKE:
 * '%', '_' and the escape character itself would otherwise be wildcards ('X_' matching 'X5').
 */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
