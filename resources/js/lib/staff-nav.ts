import type { ComponentType, SVGProps } from 'react';
import { BuildingIcon, CalendarIcon, CardIcon, CarIcon, ChartIcon, HomeIcon, ImageIcon, InboxIcon, ListIcon, PercentIcon, TagIcon, UserCogIcon, UsersIcon } from '@/Components/icons/staff';
import { route, routes, type RouteName } from '@contracts/routes';

export interface StaffMenuEntry {
  label: string;
  href: string;
  routeName: RouteName;
  icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
  /** Path prefixes of the entry's other pages (its create and edit screens), also marked current. */
  sections: readonly string[];
}

/**
 * The back office's menu, in order. An entry whose route is not (yet) in the route table is
 * left out, so a screen joins the menu as soon as its route exists.
 */
const MENU: { label: string; routeName: string; params?: Record<string, string>; icon: StaffMenuEntry['icon']; sections?: readonly string[] }[] = [
  { label: 'Inicio', routeName: 'dashboard', icon: HomeIcon },
  { label: 'Vehículos', routeName: 'vehiculos.index', icon: CarIcon, sections: ['/dashboard/coches', '/dashboard/vehiculos', '/dashboard/inspeccion'] },
  { label: 'Solicitudes', routeName: 'solicitudes.index', icon: InboxIcon, sections: ['/dashboard/solicitudes'] },
  { label: 'Agenda', routeName: 'agenda', icon: CalendarIcon, sections: ['/dashboard/agenda', '/dashboard/horarios'] },
  { label: 'Pagos', routeName: 'pagos.index', icon: CardIcon, sections: ['/dashboard/pagos'] },
  { label: 'Antigüedad del stock', routeName: 'informes.stock', icon: ChartIcon, sections: ['/dashboard/informes'] },
  { label: 'Marcas Y Modelos', routeName: 'marcaymodelo', icon: TagIcon, sections: ['/dashboard/marca', '/dashboard/modelo'] },
  { label: 'Banners', routeName: 'banners.index', icon: ImageIcon },
  { label: 'Contactos', routeName: 'contacts.index', icon: UsersIcon },
  { label: 'Listas', routeName: 'listas.index', params: { lista: 'carrocerias' }, icon: ListIcon, sections: ['/dashboard/listas'] },
  { label: 'Datos de la empresa', routeName: 'empresa.edit', icon: BuildingIcon },
  { label: 'Financiación', routeName: 'financiacion.edit', icon: PercentIcon },
  { label: 'Personal', routeName: 'personal.index', icon: UserCogIcon },
];

const isRouteName = (name: string): name is RouteName => Object.hasOwn(routes, name);

/** The URL of a route that another issue may not have added yet; null until it exists. */
export function optionalRoute(name: string, params: Record<string, string> = {}): string | null {
  return isRouteName(name) ? route(name, params) : null;
}

export const staffMenu: StaffMenuEntry[] = MENU.flatMap(({ label, routeName, params, icon, sections = [] }) => {
  const href = optionalRoute(routeName, params);
  return href && isRouteName(routeName) ? [{ label, icon, href, routeName, sections }] : [];
});

/** Whether a menu entry is the current page: its own path, or a page of one of its sections. */
export function isCurrentEntry(entry: Pick<StaffMenuEntry, 'href' | 'sections'>, currentUrl: string): boolean {
  const path = new URL(currentUrl, 'http://localhost').pathname.replace(/(.)\/+$/, '$1');
  return path === entry.href || entry.sections.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
