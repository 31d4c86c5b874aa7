import { defineConfig } from 'prisma/config';

/**
 * Prisma CLI configuration. The app never reads this file: it connects through
 * server/db (DATABASE_URL or the embedded server) and migrates with the wasm schema engine.
 * DATABASE_URL is passed on for `prisma migrate deploy` where the native engine is available.
 */
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx scripts/db/seed.ts' },
  datasource: { url: process.env.DATABASE_URL },
});
