import type { FinanceTerms } from '../../server/contracts/finance.ts';

/** The finance terms the financiacion migration installs (and resetDatabase puts back). */
export const DEFAULT_TERMS: FinanceTerms = {
  tin: 8.99,
  comisionApertura: 3,
  comisionMinima: 150,
  plazoMinimo: 12,
  plazoMaximo: 96,
  plazoDefecto: 72,
  entradaDefecto: 20,
  importeMinimo: 3000,
  entidad: 'Entidad financiera colaboradora',
};
