import type { ComponentType, SVGProps } from 'react';
import { CarIcon, HomeIcon, ImageIcon, TagIcon, UsersIcon } from '@/Components/Staff/icons';
import { route, routes, type RouteName } from '@contracts/routes';

export interface StaffMenuEntry {
  label: string;
  href: string;
  icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
  /** Only /dashboard itself; the other entries are also current on their sub-pages. */
  exact: boolean;
}

/**
 * The back office's menu, in order. An entry whose route is not (yet) in the route table is
 * left out, so a screen joins the menu as soon as its route exists.
 */
const MENU: { label: string; routeName: string; icon: StaffMenuEntry['icon'] }[] = [
  { label: 'Inicio', routeName: 'dashboard', icon: HomeIcon },
  { label: 'Vehículos', routeName: 'vehiculos.index', icon: CarIcon },
  { label: 'Marcas Y Modelos', routeName: 'marcaymodelo', icon: TagIcon },
  { label: 'Banners', routeName: 'banners.index', icon: ImageIcon },
  { label: 'Contactos', routeName: 'contacts.index', icon: UsersIcon },
];

const isRouteName = (name: string): name is RouteName => Object.hasOwn(routes, name);

/** The URL of a parameterless route that another issue may not have added yet; null until it exists. */
export function optionalRoute(name: string): string | null {
  return isRouteName(name) ? route(name) : null;
}

export const staffMenu: StaffMenuEntry[] = MENU.flatMap(({ label, routeName, icon }) => {
  const href = optionalRoute(routeName);
  return href ? [{ label, icon, href, exact: routeName === 'dashboard' }] : [];
});

/** Whether a menu entry is the current page (or, for a section, one of its pages). */
export function isCurrentEntry(entry: StaffMenuEntry, currentUrl: string): boolean {
  const path = new URL(currentUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  return entry.exact ? path === entry.href : path === entry.href || path.startsWith(`${entry.href}/`);
}
