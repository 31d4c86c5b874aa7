/**
 * The site's fixed facts in one place: navigation, the spec's branches (addresses, opening
 * hours) and the layout constants of spec §9. Phones, WhatsApp and social links are the
 * dealership's data: contracts/company.ts.
 */

import type { MessageKey } from '../../lang/types.ts';

export const BRAND_FALLBACK = 'GTCars';

/** Spec §9: the header turns semi-transparent after this many pixels of scroll. */
export const HEADER_SCROLL_THRESHOLD = 50;

/** Spec §9: mobile layout up to this width (px); no hero video there. */
export const MOBILE_MAX_WIDTH = 768;

export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

/** A link of the public navigation: its label's message key and its Spanish path (localised where it is shown). */
export interface NavLink {
  label: MessageKey;
  href: string;
}

export interface NavGroup {
  label: MessageKey;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const mainNav: NavItem[] = [
  { label: 'common.nav_home', href: '/' },
  { label: 'common.nav_about', href: '/historia' },
  {
    label: 'common.nav_search',
    children: [
      { label: 'common.nav_search_vehicles', href: '/buscar' },
      { label: 'common.nav_sold_vehicles', href: '/buscar?vendidos=1' },
    ],
  },
  { label: 'common.nav_trade_in', href: '/tasacion' },
  { label: 'common.nav_contact', href: '/contacto' },
];

/** The company pages, linked from the footer. */
export const companyLinks: NavLink[] = [
  { label: 'common.link_about_us', href: '/historia' },
  { label: 'common.link_team', href: '/equipo' },
  { label: 'common.nav_trade_in', href: '/tasacion' },
  { label: 'common.nav_contact', href: '/contacto' },
];

export const legalLinks: NavLink[] = [
  { label: 'common.link_legal_notice', href: '/aviso_legal' },
  { label: 'common.link_privacy', href: '/politica_privacidad' },
  { label: 'common.link_reservation_terms', href: '/condiciones-reserva' },
  { label: 'common.link_accessibility', href: '/accesibilidad' },
];

export type BranchSlug = 'tarahales' | 'el-tablero' | 'tenerife';

/** A car's branch (coches.sede_id): 1 Tarahales, 2 El Tablero, 3 Tenerife. */
export type BranchId = 1 | 2 | 3;

export interface Branch {
  id: BranchId;
  slug: BranchSlug;
  name: string;
  island: string;
  address: string[];
  /** Opening hours, Monday to Friday (common.branch_hours words them in each language). */
  hours: { opens: string; closes: string };
  mapsUrl: string;
  /** The embedded map (/contacto loads it only when the visitor asks). */
  mapsEmbedUrl: string;
}

const maps = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
const embed = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

export const branches: Branch[] = [
  {
    id: 1,
    slug: 'tarahales',
    name: 'Tarahales',
    island: 'Gran Canaria',
    address: ['Polígono Industrial Los Tarahales', '35013 Las Palmas de Gran Canaria'],
    hours: { opens: '09:00', closes: '20:00' },
    mapsUrl: maps('Polígono Industrial Los Tarahales, Las Palmas de Gran Canaria'),
    mapsEmbedUrl: embed('Polígono Industrial Los Tarahales, Las Palmas de Gran Canaria'),
  },
  {
    id: 2,
    slug: 'el-tablero',
    name: 'El Tablero',
    island: 'Gran Canaria',
    address: ['El Tablero de Maspalomas', '35109 San Bartolomé de Tirajana, Gran Canaria'],
    hours: { opens: '09:00', closes: '19:00' },
    mapsUrl: maps('El Tablero, San Bartolomé de Tirajana, Gran Canaria'),
    mapsEmbedUrl: embed('El Tablero, San Bartolomé de Tirajana, Gran Canaria'),
  },
  {
    id: 3,
    slug: 'tenerife',
    name: 'Santa Cruz de Tenerife',
    island: 'Tenerife',
    address: ['Polígono Industrial Las Chafiras', '38639 San Miguel de Abona, Santa Cruz de Tenerife'],
    hours: { opens: '09:30', closes: '19:30' },
    mapsUrl: maps('Polígono Industrial Las Chafiras, Tenerife'),
    mapsEmbedUrl: embed('Polígono Industrial Las Chafiras, Tenerife'),
  },
];

/** An island where the dealership has branches: its landing page lists their cars (/coches-segunda-mano/{slug}). */
export interface Island {
  slug: string;
  name: string;
  branches: Branch[];
}

/** The islands of the branches, in the branches' order: Gran Canaria (Tarahales, El Tablero), Tenerife. */
export const islands: Island[] = branches.reduce<Island[]>((list, branch) => {
  const island = list.find((entry) => entry.name === branch.island);
  if (island) island.branches.push(branch);
  else list.push({ slug: branch.island.toLowerCase().replace(/\s+/g, '-'), name: branch.island, branches: [branch] });
  return list;
}, []);

/** The island a branch is on. */
export const islandOf = (branch: Branch): Island => islands.find((island) => island.branches.includes(branch))!;

/** The default branch (spec §1: Tarahales). */
export const mainBranch: Branch = branches[0]!;

/** The branches as the options of a select or a facet (id and name), in the site's order. */
export const BRANCH_OPTIONS = branches.map(({ id, name }) => ({ id, nombre: name }));

/** A car's branch by its sede_id; the default branch for an id no branch has. */
export const branchById = (id: number): Branch => branches.find((branch) => branch.id === id) ?? mainBranch;

/** "928 472 130" → "tel:+34928472130". */
export function telHref(phone: string): string {
  return `tel:+34${phone.replace(/\D/g, '')}`;
}

/**
 * The international form wa.me links want (digits only): "628 472 130" → "34628472130". A
 * Spanish number given without its country code gets 34; '+' or '00' before a code keeps it.
 */
export function whatsappNumber(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.length === 9 ? `34${digits}` : digits;
}
