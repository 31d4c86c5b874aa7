import type { Request, Response } from 'express';
import { FINANCE_MESSAGES, financeSchema, termsFromColumns } from '../../contracts/finance-form.ts';
import { route } from '../../contracts/routes.ts';
import { flashToast } from '../../lib/flash.ts';
import { validate } from '../../lib/validation.ts';
import { readFinanceTerms } from '../../core/finance-terms.queries.ts';
import { writeFinanceTerms } from './finance.queries.ts';

/** GET /dashboard/financiacion (Financiacion): the form, filled with the stored terms. */
export async function edit(_req: Request, res: Response) {
  await res.inertia.render('Financiacion', { condiciones: await readFinanceTerms() });
}

/** POST /dashboard/financiacion (form): saved, then back to the form with the toast; or back with the errors. */
export async function update(req: Request, res: Response) {
  await writeFinanceTerms(termsFromColumns(validate(financeSchema, req.body)));
  flashToast(req, FINANCE_MESSAGES.saved);
  res.redirect(303, route('financiacion.edit'));
}
