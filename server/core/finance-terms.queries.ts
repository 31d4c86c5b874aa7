import { termsFromColumns } from '../contracts/finance-form.ts';
import type { FinanceTerms } from '../contracts/finance.ts';
import { db } from '../db/client.ts';

/** The one row of financiacion (its migration inserts it, with the defaults). */
export async function readFinanceTerms(): Promise<FinanceTerms> {
  return termsFromColumns(await db().financiacion.findUniqueOrThrow({ where: { id: 1 } }));
}
