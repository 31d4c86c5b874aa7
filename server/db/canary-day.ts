import { Prisma } from './client.ts';

/** `moment`'s calendar day (the dealership's days: digests, days in stock, daily counters) in the Canary Islands, as an SQL date. */
export const canaryDay = (moment: Prisma.Sql) => Prisma.sql`(${moment} AT TIME ZONE 'Atlantic/Canary')::date`;

/** Today in the Canary Islands, as an SQL date. */
export const CANARY_TODAY = canaryDay(Prisma.sql`now()`);
