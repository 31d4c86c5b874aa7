import type { Request, Response } from 'express';
import { EMPRESA_MESSAGES, empresaSchema } from '../../contracts/company-form.ts';
import { route } from '../../contracts/routes.ts';
import { flashToast } from '../../lib/flash.ts';
import { validate } from '../../lib/validation.ts';
import { readEmpresa } from '../../core/company-details.queries.ts';
import { saveCompanyDetails } from './company.service.ts';

/** GET /dashboard/empresa (Empresa): the form, filled with what is stored now. */
export async function edit(_req: Request, res: Response) {
  await res.inertia.render('Empresa', { datos: await readEmpresa() });
}

/** POST /dashboard/empresa (form): saved, then back to the form with the toast; or back with the errors. */
export async function update(req: Request, res: Response) {
  await saveCompanyDetails(validate(empresaSchema, req.body));
  flashToast(req, EMPRESA_MESSAGES.saved);
  res.redirect(303, route('empresa.edit'));
}
