/**
 * A car's two guarantees, stated apart (issue 38): the legal guarantee of conformity every buyer
 * has by law (TRLGDCU arts. 114–127), and the dealer's commercial warranty, which the car's
 * 'garantía' names ('24 meses', 'Garantía oficial de marca').
 */

/**
 * The legal guarantee in months: 3 years from delivery (TRLGDCU art. 120.1), or, for a used car,
 * a shorter period buyer and seller agree, never under 1 year (art. 120.1, second paragraph).
 */
export const LEGAL_GUARANTEE_MONTHS = [36, 12] as const;
export type LegalGuaranteeMonths = (typeof LEGAL_GUARANTEE_MONTHS)[number];

export interface CarGuarantee {
  legalMonths: LegalGuaranteeMonths;
  /** True when the legal guarantee is the shorter one, which the buyer agrees to in writing. */
  agreedInWriting: boolean;
  /** 'Garantía legal de 3 años' */
  legal: string;
  /** 'Garantía comercial de 24 meses', or null when the car has none. */
  commercial: string | null;
  /** The commercial warranty in months when its name gives them, for the structured data. */
  commercialMonths: number | null;
}

const LEGAL_WORDING: Record<LegalGuaranteeMonths, string> = {
  36: 'Garantía legal de 3 años',
  12: 'Garantía legal de 1 año, pactada por escrito (vehículo usado)',
};

/** The car's garantía in words: a period ('24 meses') is the commercial warranty of that length; 'Sin garantía' is none. */
function commercialWarranty(nombre: string): { text: string | null; months: number | null } {
  const name = nombre.trim();
  if (!name || /^sin\b/i.test(name)) return { text: null, months: null };
  const months = /^(\d{1,3})\s*mes(es)?$/i.exec(name);
  if (months) return { text: `Garantía comercial de ${name}`, months: Number(months[1]) };
  const years = /(\d{1,2})\s*años?/i.exec(name);
  return { text: /garant/i.test(name) ? name : `Garantía comercial: ${name}`, months: years ? Number(years[1]) * 12 : null };
}

export function legalGuarantee(legalMonths: LegalGuaranteeMonths, garantia: string): CarGuarantee {
  const commercial = commercialWarranty(garantia);
  return { legalMonths, agreedInWriting: legalMonths < 36, legal: LEGAL_WORDING[legalMonths], commercial: commercial.text, commercialMonths: commercial.months };
}

/**
 * The guarantees in plain words, as the car page, the quote and the reservation terms give them.
 * The legal one: repair or replacement at no cost, else a price cut or the contract ended
 * (arts. 118–119 ter); a defect that shows in the first 2 years (or the agreed period, when
 * shorter) is presumed to have been there at delivery (art. 121).
 */
export function guaranteeTerms(guarantee: CarGuarantee): string[] {
  const period = guarantee.legalMonths === 36 ? '3 años' : '1 año';
  const presumed = guarantee.legalMonths === 36 ? 'los 2 primeros años' : 'ese año';
  return [
    `Garantía legal: ${period} desde la entrega. Si el coche tiene un defecto que ya existía al entregarlo, tienes derecho a que lo reparemos o lo sustituyamos sin coste; si no es posible, a una rebaja del precio o a resolver el contrato. Un defecto que aparece en ${presumed} se presume que ya existía.`,
    ...(guarantee.agreedInWriting
      ? ['Al ser un vehículo usado, la garantía legal de 1 año se pacta por escrito en el contrato de compraventa, que firmas antes de la entrega (TRLGDCU, art. 120).']
      : []),
    guarantee.commercial
      ? `${guarantee.commercial}: se suma a la garantía legal, sin restarle ningún derecho. Sus condiciones se entregan por escrito con el coche.`
      : 'Este coche no tiene garantía comercial: te cubre la garantía legal.',
  ];
}
