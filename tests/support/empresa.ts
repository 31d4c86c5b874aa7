import { DEMO_EMPRESA } from '../../prisma/seed/empresa.ts';
import type { Empresa } from '../../server/contracts/company.ts';
import { presentEmpresa } from '../../server/core/company-details.presenter.ts';
import { NO_DETAILS } from '../../server/core/company-details.queries.ts';

/** The demo seed's company details, as the pages read them. */
export const demoEmpresa: Empresa = presentEmpresa(DEMO_EMPRESA);

/** A new install's: nothing filled in. */
export const emptyEmpresa: Empresa = presentEmpresa(NO_DETAILS);
