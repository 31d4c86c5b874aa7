import type { LegalDocument } from './legal.ts';
import type { Lookup, PageSeo, SharedProps } from './pages.ts';
import type { MessageKey } from '../../lang/types.ts';

/** Page props of the static content pages: /historia, /equipo, /contacto and the legal pages. */

export interface ContentPageProps extends SharedProps {
  seo: PageSeo;
}

/** /historia (About). */
export type AboutProps = ContentPageProps;

export interface StaffMember {
  nombre: string;
  /** The job title's message key. */
  puesto: MessageKey;
  /** Placeholder portrait under /img. */
  foto: string;
}

export interface TeamSite {
  slug: 'las-palmas' | 'el-tablero' | 'tenerife';
  nombre: string;
  miembros: StaffMember[];
}

/** /equipo (Equipo): staff per site. */
export interface EquipoProps extends ContentPageProps {
  sedes: TeamSite[];
}

/** /contacto (Contacto): the branches come from contracts/site.ts; the form needs the brands. */
export interface ContactoProps extends ContentPageProps {
  /** Brands with cars for sale, for the 'Pedir cita' form. */
  marcas: Lookup[];
}

/** /aviso_legal and /politica_privacidad (Legal). */
export interface LegalProps extends ContentPageProps {
  documento: LegalDocument;
}

export interface Funder {
  nombre: string;
  logo: string;
  /** The logo's text alternative, a message key. */
  alt: MessageKey;
  /** The logo's intrinsic width; every logo is 96 high. */
  width: number;
}

/** The funders of the cloud ERP/CRM project, shown on /historia (spec §1). */
export const funders: Funder[] = [
  { nombre: 'Gobierno de Canarias', logo: '/img/financiadores/gobierno-canarias.svg', width: 320, alt: 'content.funder_canarias_alt' },
  {
    nombre: 'Unión Europea — FEDER',
    logo: '/img/financiadores/union-europea-feder.svg',
    width: 360,
    alt: 'content.funder_feder_alt',
  },
  {
    nombre: 'Agencia Canaria de Investigación, Innovación y Sociedad de la Información',
    logo: '/img/financiadores/aciisi.svg',
    width: 400,
    alt: 'content.funder_aciisi_alt',
  },
];
