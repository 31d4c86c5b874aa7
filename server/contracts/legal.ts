import type { Empresa } from './company.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { german } from './legal-de.ts';
import { english } from './legal-en.ts';
import { spanish } from './legal-es.ts';
import { type Owner, ownerOf, type OwnerWording } from './legal-owner.ts';

/**
 * The legal notice (LSSI-CE art. 10), the privacy policy (RGPD art. 13, LOPDGDD), the reservation
 * terms with the withdrawal information, and the accessibility statement: the one place to edit
 * them, one file a language (legal-es.ts, legal-en.ts, legal-de.ts). The Spanish text binds; the
 * English and the German are translations, and their pages say so. The company's details come
 * from 'Datos de la empresa' (contracts/company.ts); one not filled in yet reads as a [bracketed]
 * placeholder, which the pages highlight. Change the translations and LEGAL_TEXT_VERSION
 * (lead-forms.ts) with the Spanish text: each lead stores the version its visitor accepted.
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bullet list shown after the paragraphs. */
  items?: string[];
}

export interface LegalDocument {
  slug: 'aviso_legal' | 'politica_privacidad' | 'condiciones_reserva' | 'accesibilidad';
  title: string;
  version: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalSlug = LegalDocument['slug'];

/** The withdrawal information and the model form, one paragraph or field a line. */
export interface WithdrawalTexts {
  information: string[];
  form: string[];
}

/** What else a text depends on: whether the reservation's deposit is paid online (PAYMENTS_PROVIDER). */
export interface LegalContext {
  pagoOnline: boolean;
}

/** One language's legal texts, each written with the owner's details. */
export interface LegalTexts {
  /** The placeholders of the details not filled in yet, in this language. */
  owner: OwnerWording;
  documents: Record<LegalSlug, (owner: Owner, empresa: Empresa, context: LegalContext) => LegalDocument>;
  withdrawal: (owner: Owner) => WithdrawalTexts;
}

const LEGAL_TEXTS: Record<Locale, LegalTexts> = { es: spanish, en: english, de: german };

/** The withdrawal information and the model form as the reservation's mail prints them, from the same texts as the terms. */
export function withdrawalTexts(empresa: Empresa, tradeName: string, locale: Locale = DEFAULT_LOCALE): WithdrawalTexts {
  const texts = LEGAL_TEXTS[locale];
  return texts.withdrawal(ownerOf(empresa, tradeName, texts.owner));
}

/** One legal text in a language, written with the company's details as they are stored now. */
export function legalDocument(slug: LegalSlug, empresa: Empresa, tradeName: string, locale: Locale = DEFAULT_LOCALE, context: LegalContext = { pagoOnline: false }): LegalDocument {
  const texts = LEGAL_TEXTS[locale];
  return texts.documents[slug](ownerOf(empresa, tradeName, texts.owner), empresa, context);
}
