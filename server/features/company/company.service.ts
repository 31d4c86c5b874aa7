import type { EmpresaFields } from '../../contracts/company-form.ts';
import { forgetCompanyDetails } from '../../core/company-details.ts';
import { writeEmpresa } from './company.queries.ts';

/** Saves the details; this instance reads them again at once (the others on the new catalogue version). */
export async function saveCompanyDetails(fields: EmpresaFields): Promise<void> {
  await writeEmpresa(fields);
  forgetCompanyDetails();
}
