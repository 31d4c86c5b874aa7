import type { PriceTerms } from './pricing.ts';
import { branches, type Branch, type BranchSlug } from './site.ts';

/**
 * The dealership's own details ('Datos de la empresa'): kept in the database (table empresa),
 * edited by staff, and read by every page that shows them (legal pages, footer, header, contact,
 * JSON-LD, mails) through the shared prop `empresa`. null means not filled in yet.
 */

export interface Empresa {
  razon_social: string | null;
  cif: string | null;
  registro_mercantil: string | null;
  email_privacidad: string | null;
  /** Each branch's phone in display form ("928 472 130"). */
  telefonos: Record<BranchSlug, string | null>;
  /** The sales WhatsApp line, display form. */
  whatsapp: string | null;
  /** Each branch's own WhatsApp line, display form; null: the sales line answers for it. */
  whatsapps: Record<BranchSlug, string | null>;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
  /** The reservation's terms: the deposit in euros, the hours a confirmed reservation holds a car, the account for a transfer. */
  reserva: { senal: number; horas: number; iban: string | null };
  /** Test drives: how long each lasts, in minutes. */
  pruebas: { minutos: number };
  /** What every car's price includes and what is extra, the legal guarantee and the quote's validity. */
  precio: PriceTerms;
  /** Each branch's opening hours by ISO weekday (a day it does not open has no entry): the test drives' slots come from them. */
  horarios: Record<BranchSlug, OpeningDay[]>;
}

/** A weekday a branch opens, and its hours ('HH:MM'). */
export interface OpeningDay {
  dia: number;
  abre: string;
  cierra: string;
}

/** The hours of a new install (or of a database that cannot be read): each branch's, Monday to Friday, as site.ts states them. */
export function defaultBranchHours(): Record<BranchSlug, OpeningDay[]> {
  const week = (branch: Branch) => [1, 2, 3, 4, 5].map((dia) => ({ dia, abre: branch.hours.opens, cierra: branch.hours.closes }));
  return Object.fromEntries(branches.map((branch) => [branch.slug, week(branch)])) as Record<BranchSlug, OpeningDay[]>;
}

/** The details the legal pages cannot do without (LSSI-CE art. 10, RGPD art. 13), with their labels. */
const REQUIRED: { label: string; filled: (empresa: Empresa) => boolean }[] = [
  { label: 'razón social', filled: (e) => Boolean(e.razon_social) },
  { label: 'CIF', filled: (e) => Boolean(e.cif) },
  { label: 'datos registrales', filled: (e) => Boolean(e.registro_mercantil) },
  { label: 'correo de privacidad', filled: (e) => Boolean(e.email_privacidad) },
  ...branches.map((branch) => ({ label: `teléfono de ${branch.name}`, filled: (e: Empresa) => Boolean(e.telefonos[branch.slug]) })),
];

/** The labels of the required details still empty, in the form's order. */
export function missingCompanyDetails(empresa: Empresa): string[] {
  return REQUIRED.filter((field) => !field.filled(empresa)).map((field) => field.label);
}

/**
 * The details a public page shows only once they are filled in, with their labels: the car
 * page's WhatsApp button (a branch's own line, or the sales line for every branch) and the
 * footer's social links. The branches' phones are required (above).
 */
const SHOWN_ONCE_FILLED: { label: string; filled: (empresa: Empresa) => boolean }[] = [
  { label: 'WhatsApp', filled: (e) => Boolean(e.whatsapp) || branches.every((branch) => Boolean(e.whatsapps[branch.slug])) },
  { label: 'Instagram', filled: (e) => Boolean(e.instagram) },
  { label: 'Facebook', filled: (e) => Boolean(e.facebook) },
  { label: 'YouTube', filled: (e) => Boolean(e.youtube) },
];

/** The labels of the details still empty that the public pages leave out until they are filled in. */
export function detailsHiddenUntilFilled(empresa: Empresa): string[] {
  return SHOWN_ONCE_FILLED.filter((field) => !field.filled(empresa)).map((field) => field.label);
}

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** Each social network's label and the hosts its page's address may have. */
export const NETWORKS: { network: SocialNetwork; label: string; hosts: string[] }[] = [
  { network: 'instagram', label: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
  { network: 'facebook', label: 'Facebook', hosts: ['facebook.com', 'www.facebook.com'] },
  { network: 'youtube', label: 'YouTube', hosts: ['youtube.com', 'www.youtube.com'] },
];

/** The social links that are filled in, in a fixed order. */
export function socialLinks(empresa: Empresa): SocialLink[] {
  return NETWORKS.flatMap(({ network, label }) => {
    const href = empresa[network];
    return href ? [{ network, label, href }] : [];
  });
}

/** The branch's phone, or null while it is not filled in. */
export const branchPhone = (empresa: Empresa, slug: BranchSlug) => empresa.telefonos[slug];

/** The branches whose phone is filled in, each with its phone. */
export function branchesWithPhone(empresa: Empresa): { branch: Branch; phone: string }[] {
  return branches.flatMap((branch) => {
    const phone = empresa.telefonos[branch.slug];
    return phone ? [{ branch, phone }] : [];
  });
}

/** The default branch's phone (spec §1: Tarahales), for the header, the car page and the landings. */
export const mainPhone = (empresa: Empresa) => empresa.telefonos.tarahales;

/** A car's phone: its branch's, or the default branch's while that one is not filled in. */
export const carPhone = (empresa: Empresa, slug: BranchSlug) => empresa.telefonos[slug] ?? mainPhone(empresa);

/** A car's WhatsApp: its branch's line, or the sales line while that one is not filled in. */
export const carWhatsapp = (empresa: Empresa, slug: BranchSlug) => empresa.whatsapps[slug] ?? empresa.whatsapp;

/** The sender line every mail ends with: trade name, company name and CIF, those filled in. */
export function companySignature(empresa: Empresa, appName: string): string {
  return [appName, empresa.razon_social, empresa.cif && `CIF ${empresa.cif}`].filter(Boolean).join(' · ');
}
