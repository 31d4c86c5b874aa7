import { BellIcon, CalendarIcon, ClockIcon } from '@/Components/icons/site';
import { CarIcon, ChecklistIcon, GaugeIcon, InboxIcon, UsersIcon } from '@/Components/icons/staff';
import type { Tile } from '@/Components/Staff/StatTile';
import type { DashboardProps } from '@contracts/dashboard';
import { optionalRoute } from '@/lib/staff-nav';
import { CONTACT_DEADLINE_HOURS } from '@contracts/lead-workflow';
import { route } from '@contracts/routes';
import { STOCK_HISTORY_FILTERS, type StockHistoryFilter } from '@contracts/stock';

/**
 * Where a stock tile leads: the back office's vehicle list filtered by that state once its
 * route exists, until then the public listing (available and reserved cars together, or the sold ones).
 */
function stockLink(estado: 1 | 2 | 3): NonNullable<Tile['link']> {
  const list = optionalRoute('vehiculos.index');
  if (list) return { href: `${list}?estados=${estado}`, label: 'Ver en el listado', external: false };
  return { href: estado === 3 ? '/buscar?vendidos=1' : '/buscar', label: 'Ver en la web', external: true };
}

export function stockTiles(props: DashboardProps): Tile[] {
  return [
    { label: 'Vehículos en venta', value: props.cochesForSale, hint: 'Publicados como disponibles', icon: CarIcon, tone: 'green', link: stockLink(1) },
    { label: 'Vehículos reservados', value: props.cochesReserved, hint: 'Con reserva en curso', icon: CarIcon, tone: 'yellow', link: stockLink(2) },
    { label: 'Vehículos vendidos', value: props.cochesSold, hint: 'Publicados como vendidos', icon: CarIcon, tone: 'red', link: stockLink(3) },
  ];
}

/** Where a contact tile leads: the enquiry list over the same period, once its route exists. */
function contactLink(periodo: 'hoy' | 'semana' | 'mes'): Tile['link'] {
  const list = optionalRoute('solicitudes.index');
  return list ? { href: `${list}?periodo=${periodo}`, label: 'Ver solicitudes', external: false } : undefined;
}

export function contactTiles({ counts }: DashboardProps): Tile[] {
  return [
    { label: 'Contactos hoy', value: counts.today, hint: 'Desde las 00:00 (hora de Canarias)', icon: ClockIcon, tone: 'ink', link: contactLink('hoy') },
    { label: 'Contactos esta semana', value: counts.this_week, hint: 'Desde el lunes', icon: CalendarIcon, tone: 'ink', link: contactLink('semana') },
    { label: 'Contactos este mes', value: counts.this_month, hint: 'Desde el día 1', icon: UsersIcon, tone: 'ink', link: contactLink('mes') },
  ];
}

/** The enquiries' follow-up: each tile opens the list with the same filter. */
export function followUpTiles({ seguimiento }: DashboardProps): Tile[] {
  const list = route('solicitudes.index');
  const link = (query: string) => ({ href: `${list}?${query}`, label: 'Ver solicitudes', external: false });
  return [
    { label: 'Nuevas sin asignar', value: seguimiento.sinAsignar, hint: 'Nadie las ha tomado todavía', icon: InboxIcon, tone: seguimiento.sinAsignar > 0 ? 'yellow' : 'ink', link: link('estado=nueva&asignado=nadie') },
    {
      label: `Sin contacto en ${CONTACT_DEADLINE_HOURS} h`,
      value: seguimiento.sinContacto,
      hint: `Aún «Nueva» pasadas ${CONTACT_DEADLINE_HOURS} h`,
      icon: ClockIcon,
      tone: seguimiento.sinContacto > 0 ? 'red' : 'ink',
      link: link('sin_contacto=1'),
    },
    { label: 'Mis solicitudes abiertas', value: seguimiento.mias, hint: 'Asignadas a ti, ni vendidas ni perdidas', icon: UsersIcon, tone: 'ink', link: link('asignado=yo&abiertas=1') },
  ];
}

/** The cars in stock whose history is still to complete: each tile opens the vehicle list on that filter. */
export function historyTiles({ historial }: DashboardProps): Tile[] {
  const link = (filter: StockHistoryFilter) => ({ href: `${route('vehiculos.index')}?historial=${filter}`, label: 'Ver vehículos', external: false });
  return [
    { label: STOCK_HISTORY_FILTERS.sin_inspeccion, value: historial.sin_inspeccion, hint: 'La ficha no dice «Revisado en N puntos»', icon: ChecklistIcon, tone: historial.sin_inspeccion > 0 ? 'yellow' : 'ink', link: link('sin_inspeccion') },
    { label: STOCK_HISTORY_FILTERS.km_sin_explicar, value: historial.km_sin_explicar, hint: 'Una lectura menor que otra anterior: no pueden publicarse', icon: GaugeIcon, tone: historial.km_sin_explicar > 0 ? 'red' : 'ink', link: link('km_sin_explicar') },
    { label: STOCK_HISTORY_FILTERS.a_vigilar, value: historial.a_vigilar, hint: 'Su inspección dejó algo que revisar antes de la entrega', icon: ChecklistIcon, tone: 'ink', link: link('a_vigilar') },
  ];
}

export function alertTiles({ alertasActivas }: DashboardProps): Tile[] {
  return [{ label: 'Alertas activas', value: alertasActivas, hint: 'Búsquedas guardadas con el correo confirmado', icon: BellIcon, tone: 'ink' }];
}
