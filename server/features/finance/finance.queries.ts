import { termsToColumns } from '../../contracts/finance-form.ts';
import type { FinanceTerms } from '../../contracts/finance.ts';
import { db } from '../../db/client.ts';

/** Saves the terms; the row's trigger starts a new catalogue version, so cached pages show the new payments. */
export async function writeFinanceTerms(terms: FinanceTerms): Promise<void> {
  const data = termsToColumns(terms);
  await db().financiacion.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data, select: { id: true } });
}
