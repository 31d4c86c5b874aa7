/**
 * The first start of a fresh install: demo data when SEED_DEMO=auto, and in production never
 * the published demo password for the staff account it creates.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { seedOnFirstStart } from '../../server/db/first-start.ts';
import { silentLogger } from '../../server/db/logger.ts';
import { passwordMatches } from '../../server/features/auth/passwords.ts';
import { useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';

const { prisma } = useTestApp();
const logger = silentLogger;
const small = { vehicles: 3, photos: false };
const staffHash = async () => (await prisma.user.findUniqueOrThrow({ where: { email: DEMO_STAFF.email }, select: { password: true } })).password;

beforeEach(() => resetDatabase(prisma));

describe('seedOnFirstStart', () => {
  it('in development creates the demo staff account with the published password', async () => {
    const result = await seedOnFirstStart(prisma, { SEED_DEMO: 'auto', isProduction: false, APP_URL: undefined }, logger, small);
    expect(result?.staff.password).toBe(DEMO_STAFF.password);
    expect(await passwordMatches(DEMO_STAFF.password, await staffHash())).toBe(true);
  });

  it('in production on a local address (docker compose on a laptop) still gives a random password, never the published one', async () => {
    const result = await seedOnFirstStart(prisma, { SEED_DEMO: 'auto', isProduction: true, APP_URL: 'http://localhost:3000' }, logger, small);
    expect(result?.staff.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await passwordMatches(DEMO_STAFF.password, await staffHash())).toBe(false);
  });

  it('in production with SEED_DEMO_PASSWORD (the browser tests, the benchmark) uses that password', async () => {
    const own = 'contraseña-de-las-pruebas-2026';
    const result = await seedOnFirstStart(prisma, { SEED_DEMO: 'auto', isProduction: true, APP_URL: 'http://localhost:3100', SEED_DEMO_PASSWORD: own }, logger, small);
    expect(result?.staff.password).toBe(own);
    expect(await passwordMatches(own, await staffHash())).toBe(true);
  });

  it('in production refuses the published password even when SEED_DEMO_PASSWORD names it', async () => {
    const result = await seedOnFirstStart(prisma, { SEED_DEMO: 'auto', isProduction: true, APP_URL: 'http://localhost:3100', SEED_DEMO_PASSWORD: DEMO_STAFF.password }, logger, small);
    expect(result?.staff.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await passwordMatches(DEMO_STAFF.password, await staffHash())).toBe(false);
  });

  it('in production on a public address (SEED_DEMO=auto set on purpose) gives the account a random password instead', async () => {
    const result = await seedOnFirstStart(prisma, { SEED_DEMO: 'auto', isProduction: true, APP_URL: 'https://staging.gtcars.es' }, logger, small);
    expect(result?.staff.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const hash = await staffHash();
    expect(await passwordMatches(DEMO_STAFF.password, hash)).toBe(false);
    expect(await passwordMatches(result?.staff.password ?? '', hash)).toBe(true);
  });

  it('with SEED_DEMO=off creates nothing', async () => {
    expect(await seedOnFirstStart(prisma, { SEED_DEMO: 'off', isProduction: true, APP_URL: 'https://www.gtcars.es' }, logger, small)).toBeNull();
    expect(await prisma.user.count()).toBe(0);
    expect(await prisma.coche.count()).toBe(0);
  });
});
