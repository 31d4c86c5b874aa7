import type { MessageKey } from '../../lang/types.ts';
import type { Translator } from './i18n.ts';
import { lookupName } from './lookup-names.ts';
import type { Lookup } from './pages.ts';

/**
 * A car's two guarantees, stated apart (issue 38): the legal guarantee of conformity every buyer
 * has by law (TRLGDCU arts. 114–127), and the dealer's commercial warranty, which the car's
 * 'garantía' names ('24 meses', 'Garantía oficial de marca'). Worded in the translator's
 * language (pricing.* messages).
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

const LEGAL_WORDING: Record<LegalGuaranteeMonths, MessageKey> = { 36: 'pricing.legal_36', 12: 'pricing.legal_12' };

/**
 * The car's garantía in words: a period ('24 meses', as staff write it in Spanish) is the
 * commercial warranty of that length; 'Sin garantía' is none; any other is named as it is.
 */
function commercialWarranty(garantia: Lookup, t: Translator['t']): { text: string | null; months: number | null } {
  const name = garantia.nombre.trim();
  if (!name || /^sin\b/i.test(name)) return { text: null, months: null };
  const months = /^(\d{1,3})\s*mes(es)?$/i.exec(name);
  if (months) return { text: t('pricing.commercial_months', { months: Number(months[1]) }), months: Number(months[1]) };
  const years = /(\d{1,2})\s*años?/i.exec(name);
  const named = lookupName(t, 'garantia', garantia);
  return { text: /garant/i.test(name) ? named : t('pricing.commercial_named', { name: named }), months: years ? Number(years[1]) * 12 : null };
}

export function legalGuarantee(legalMonths: LegalGuaranteeMonths, garantia: Lookup, t: Translator['t']): CarGuarantee {
  const commercial = commercialWarranty(garantia, t);
  return { legalMonths, agreedInWriting: legalMonths < 36, legal: t(LEGAL_WORDING[legalMonths]), commercial: commercial.text, commercialMonths: commercial.months };
}

/**
 * The guarantees in plain words, as the car page, the quote and the reservation terms give them.
 * The legal one: repair or replacement at no cost, else a price cut or the contract ended
 * (arts. 118–119 ter); a defect that shows in the first 2 years (or the agreed period, when
 * shorter) is presumed to have been there at delivery (art. 121).
 */
export function guaranteeTerms(guarantee: CarGuarantee, t: Translator['t']): string[] {
  return [
    t(guarantee.legalMonths === 36 ? 'pricing.terms_legal_36' : 'pricing.terms_legal_12'),
    ...(guarantee.agreedInWriting ? [t('pricing.terms_agreed')] : []),
    guarantee.commercial ? t('pricing.terms_commercial', { commercial: guarantee.commercial }) : t('pricing.terms_no_commercial'),
  ];
}
