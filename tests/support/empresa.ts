import { DEMO_EMPRESA } from '../../prisma/seed/empresa.ts';
import { EMPRESA_MESSAGES } from '../../server/contracts/company-form.ts';
import type { Empresa } from '../../server/contracts/company.ts';
import { presentEmpresa } from '../../server/core/company-details.presenter.ts';
import { NO_DETAILS } from '../../server/core/company-details.queries.ts';

/** The demo seed's company details, as the pages read them. */
export const demoEmpresa: Empresa = presentEmpresa(DEMO_EMPRESA);

/** A new install's: nothing filled in. */
export const emptyEmpresa: Empresa = presentEmpresa(NO_DETAILS);

/** The messages of the 'Precio y garantías' fields, by field, as a refused save gives them. */
export const PRICE_TERMS_MESSAGES = {
  regimen_igic: EMPRESA_MESSAGES.regimen,
  precio_incluye: EMPRESA_MESSAGES.incluye,
  envio_desde: EMPRESA_MESSAGES.envio,
  garantia_ampliada_desde: EMPRESA_MESSAGES.garantiaAmpliada,
  garantia_legal_meses: EMPRESA_MESSAGES.garantiaLegal,
  presupuesto_dias: EMPRESA_MESSAGES.presupuesto,
};
