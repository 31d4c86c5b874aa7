/**
 * The one route table's names and paths, shared by the server (which binds handlers in
 * server/http/routes.ts) and the client (which builds URLs with route()).
 * access: 'staff' routes need a signed-in, verified staff session (pages redirect to login,
 * API calls get 401 JSON); 'user' routes need a signed-in account, verified or not (the
 * verification screens and logout); 'guest' routes are the sign-in screens, which send a
 * signed-in user on to the panel. Without it a route is public: register applies the
 * registration policy itself, and the verification link is proven by its signature.
 * roles: every staff route lists the roles that may use it (contracts/staff-roles.ts: EVERY_ROLE or
 * ADMIN_ONLY); the others get 403.
 * sessionless: answered before sessions and CSRF (files for crawlers, the portals' feed, the load
 * balancer's probes, and the one-click unsubscribe a mail client posts with no cookie, RFC 8058,
 * its token being its proof), so a bot's, a portal's or a probe's visit stores no session.
 * accountScreen: an account screen without an access mark (registration and the signed
 * verification link): never cached, like the staff's.
 * localized: a public page or form, also answered under each language's prefix (/en/buscar,
 * contracts/locales.ts) in that language; every other route answers only without a prefix.
 * Each route's handler chain is bound in server/http/routes.ts, one per name.
 */
import { DEFAULT_LOCALE, type Locale, localizedPath } from './locales.ts';
import { ADMIN_ONLY, EVERY_ROLE, type Rol } from './staff-roles.ts';

export const routes = {
  home: { method: 'get', path: '/', localized: true },
  buscar: { method: 'get', path: '/buscar', localized: true },
  'form.vehiculo': { method: 'post', path: '/form/submit/vehiculo', localized: true },
  marca: { method: 'get', path: '/marca/:marca', localized: true },
  'segunda_mano.modelo': { method: 'get', path: '/coches-segunda-mano/:marca/:modelo', localized: true },
  'segunda_mano.isla': { method: 'get', path: '/coches-segunda-mano/:isla', localized: true },
  'modelos.list': { method: 'get', path: '/list/modelos/:marca_id' },
  'modelos.listall': { method: 'get', path: '/listall/modelos/:marca_id' },
  favoritos: { method: 'get', path: '/favoritos', localized: true },
  comparar: { method: 'get', path: '/comparar', localized: true },
  sitemap: { method: 'get', path: '/sitemap.xml', sessionless: true },
  robots: { method: 'get', path: '/robots.txt', sessionless: true },
  vehiculo: { method: 'get', path: '/vehiculo/:slug', localized: true },
  'vehiculo.presupuesto': { method: 'get', path: '/vehiculo/:slug/presupuesto.pdf', sessionless: true, localized: true },
  'vehiculo.huecos': { method: 'get', path: '/vehiculo/:slug/huecos', sessionless: true },
  'vehiculo.inspeccion': { method: 'get', path: '/vehiculo/:slug/inspeccion', sessionless: true, localized: true },
  'vehiculo.informe_dgt': { method: 'get', path: '/vehiculo/:slug/informe-dgt.pdf', sessionless: true },
  'form.cita': { method: 'post', path: '/form/submit', localized: true },
  cita: { method: 'get', path: '/cita', localized: true },
  'landing.clasea': { method: 'get', path: '/landing/clasea', localized: true },
  'leads.store': { method: 'post', path: '/api/leads', localized: true },
  tasacion: { method: 'get', path: '/tasacion', localized: true },
  'tasacion.store': { method: 'post', path: '/tasacion', localized: true },
  'reservas.store': { method: 'post', path: '/reservas', localized: true },
  'pruebas.store': { method: 'post', path: '/pruebas', localized: true },
  'pruebas.show': { method: 'get', path: '/prueba/:token', localized: true },
  'pruebas.cancelar': { method: 'post', path: '/prueba/:token/cancelar', localized: true },
  'pruebas.mover': { method: 'post', path: '/prueba/:token/mover', localized: true },
  'reservas.desistir': { method: 'get', path: '/reservas/desistir/:token', localized: true },
  mi_reserva: { method: 'get', path: '/mi-reserva/:token', localized: true },
  'mi_reserva.desistir': { method: 'post', path: '/mi-reserva/:token/desistir', localized: true },
  'mi_reserva.pago': { method: 'post', path: '/mi-reserva/:token/pago', localized: true },
  'mi_reserva.vuelta': { method: 'get', path: '/mi-reserva/:token/pago/:resultado', localized: true },
  'pagos.notificacion': { method: 'post', path: '/pagos/redsys/notificacion', sessionless: true },
  'alertas.store': { method: 'post', path: '/alertas', localized: true },
  'alertas.confirmar': { method: 'get', path: '/alertas/confirmar/:token', localized: true },
  'alertas.confirmar.store': { method: 'post', path: '/alertas/confirmar/:token', localized: true },
  'alertas.baja': { method: 'get', path: '/alertas/baja/:token', localized: true },
  'alertas.baja.store': { method: 'post', path: '/alertas/baja/:token', sessionless: true, localized: true },
  historia: { method: 'get', path: '/historia', localized: true },
  equipo: { method: 'get', path: '/equipo', localized: true },
  aviso_legal: { method: 'get', path: '/aviso_legal', localized: true },
  politica_privacidad: { method: 'get', path: '/politica_privacidad', localized: true },
  condiciones_reserva: { method: 'get', path: '/condiciones-reserva', localized: true },
  accesibilidad: { method: 'get', path: '/accesibilidad', localized: true },
  contacto: { method: 'get', path: '/contacto', localized: true },
  inicio2: { method: 'get', path: '/inicio', localized: true },
  login: { method: 'get', path: '/login', access: 'guest' },
  'login.store': { method: 'post', path: '/login', access: 'guest' },
  logout: { method: 'post', path: '/logout', access: 'user' },
  dashboard: { method: 'get', path: '/dashboard', access: 'staff', roles: EVERY_ROLE },
  'contacts.index': { method: 'get', path: '/dashboard/contacts', access: 'staff', roles: EVERY_ROLE },
  'contacts.store': { method: 'post', path: '/dashboard/contacts', access: 'staff', roles: EVERY_ROLE },
  'contacts.update': { method: 'patch', path: '/dashboard/contacts/:id', access: 'staff', roles: EVERY_ROLE },
  'contacts.destroy': { method: 'delete', path: '/dashboard/contacts/:id', access: 'staff', roles: EVERY_ROLE },
  register: { method: 'get', path: '/register', accountScreen: true },
  'register.store': { method: 'post', path: '/register', accountScreen: true },
  'password.request': { method: 'get', path: '/forgot-password', access: 'guest' },
  'password.email': { method: 'post', path: '/forgot-password', access: 'guest' },
  'password.reset': { method: 'get', path: '/reset-password/:token', access: 'guest' },
  'password.update': { method: 'post', path: '/reset-password', access: 'guest' },
  'password.confirm': { method: 'get', path: '/confirm-password', access: 'staff', roles: EVERY_ROLE },
  'password.confirm.store': { method: 'post', path: '/confirm-password', access: 'staff', roles: EVERY_ROLE },
  'verification.notice': { method: 'get', path: '/verify-email', access: 'user' },
  'verification.verify': { method: 'get', path: '/verify-email/:id/:hash', accountScreen: true },
  'verification.send': { method: 'post', path: '/email/verification-notification', access: 'user' },
  'vehiculos.index': { method: 'get', path: '/dashboard/vehiculos', access: 'staff', roles: EVERY_ROLE },
  'vehiculos.export': { method: 'get', path: '/dashboard/vehiculos/exportar', access: 'staff', roles: EVERY_ROLE },
  'importar.index': { method: 'get', path: '/dashboard/vehiculos/importar', access: 'staff', roles: ADMIN_ONLY },
  'importar.store': { method: 'post', path: '/dashboard/vehiculos/importar', access: 'staff', roles: ADMIN_ONLY },
  'importar.show': { method: 'get', path: '/dashboard/vehiculos/importar/:id', access: 'staff', roles: ADMIN_ONLY },
  'importar.run': { method: 'post', path: '/dashboard/vehiculos/importar/:id/importar', access: 'staff', roles: ADMIN_ONLY },
  'coches.create': { method: 'get', path: '/dashboard/coches/add', access: 'staff', roles: EVERY_ROLE },
  'coches.store': { method: 'post', path: '/dashboard/coches/add', access: 'staff', roles: EVERY_ROLE },
  'coches.edit': { method: 'get', path: '/dashboard/coches/edit/:id', access: 'staff', roles: EVERY_ROLE },
  'coches.update': { method: 'post', path: '/dashboard/coches/edit/:id', access: 'staff', roles: EVERY_ROLE },
  'coches.destroy': { method: 'delete', path: '/dashboard/coches/delete/:id', access: 'staff', roles: ADMIN_ONLY },
  'coches.renew': { method: 'put', path: '/dashboard/coches/renew/:id', access: 'staff', roles: EVERY_ROLE },
  'coches.inspeccion': { method: 'get', path: '/dashboard/coches/:id/inspeccion', access: 'staff', roles: EVERY_ROLE },
  'coches.inspeccion.update': { method: 'post', path: '/dashboard/coches/:id/inspeccion', access: 'staff', roles: EVERY_ROLE },
  'coches.inspeccion.foto': { method: 'post', path: '/dashboard/coches/:id/inspeccion/:punto/foto', access: 'staff', roles: EVERY_ROLE },
  'coches.inspeccion.foto.destroy': { method: 'delete', path: '/dashboard/coches/:id/inspeccion/:punto/foto', access: 'staff', roles: EVERY_ROLE },
  'coches.kilometros': { method: 'get', path: '/dashboard/coches/:id/kilometros', access: 'staff', roles: EVERY_ROLE },
  'coches.kilometros.store': { method: 'post', path: '/dashboard/coches/:id/kilometros', access: 'staff', roles: EVERY_ROLE },
  'kilometros.explicar': { method: 'post', path: '/dashboard/kilometros/:id/explicacion', access: 'staff', roles: EVERY_ROLE },
  'kilometros.destroy': { method: 'delete', path: '/dashboard/kilometros/:id', access: 'staff', roles: EVERY_ROLE },
  'coches.informe_dgt': { method: 'get', path: '/dashboard/coches/:id/informe-dgt.pdf', access: 'staff', roles: EVERY_ROLE },
  'coches.informe_dgt.store': { method: 'post', path: '/dashboard/coches/:id/informe-dgt', access: 'staff', roles: EVERY_ROLE },
  'coches.informe_dgt.publico': { method: 'post', path: '/dashboard/coches/:id/informe-dgt/publico', access: 'staff', roles: EVERY_ROLE },
  'coches.informe_dgt.destroy': { method: 'delete', path: '/dashboard/coches/:id/informe-dgt', access: 'staff', roles: EVERY_ROLE },
  'fotos.imperfecciones.store': { method: 'post', path: '/dashboard/fotos/:id/imperfecciones', access: 'staff', roles: EVERY_ROLE },
  'imperfecciones.destroy': { method: 'delete', path: '/dashboard/imperfecciones/:id', access: 'staff', roles: EVERY_ROLE },
  'inspeccion.plantilla': { method: 'get', path: '/dashboard/inspeccion', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.store': { method: 'post', path: '/dashboard/inspeccion/puntos', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.update': { method: 'post', path: '/dashboard/inspeccion/puntos/:id', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.destroy': { method: 'delete', path: '/dashboard/inspeccion/puntos/:id', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.retirar': { method: 'post', path: '/dashboard/inspeccion/puntos/:id/retirar', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.recuperar': { method: 'post', path: '/dashboard/inspeccion/puntos/:id/recuperar', access: 'staff', roles: ADMIN_ONLY },
  'inspeccion.puntos.mover': { method: 'post', path: '/dashboard/inspeccion/puntos/:id/mover', access: 'staff', roles: ADMIN_ONLY },
  'fotos.destroy': { method: 'delete', path: '/dashboard/foto/delete/:id', access: 'staff', roles: EVERY_ROLE },
  'fotos.order': { method: 'post', path: '/dashboard/coche/update-photo-order', access: 'staff', roles: EVERY_ROLE },
  'videos.store': { method: 'post', path: '/upload-video', access: 'staff', roles: EVERY_ROLE },
  'videos.destroy': { method: 'delete', path: '/videos/:id', access: 'staff', roles: EVERY_ROLE },
  marcaymodelo: { method: 'get', path: '/dashboard/marcaymodelo', access: 'staff', roles: ADMIN_ONLY },
  'marca.store': { method: 'post', path: '/dashboard/marca/create', access: 'staff', roles: ADMIN_ONLY },
  'modelo.store': { method: 'post', path: '/dashboard/modelo/create', access: 'staff', roles: ADMIN_ONLY },
  'marca.edit': { method: 'get', path: '/dashboard/marca/edit/:id', access: 'staff', roles: ADMIN_ONLY },
  'modelo.edit': { method: 'get', path: '/dashboard/modelo/edit/:id', access: 'staff', roles: ADMIN_ONLY },
  'marca.update': { method: 'post', path: '/dashboard/marca/update/:id', access: 'staff', roles: ADMIN_ONLY },
  'modelo.update': { method: 'post', path: '/dashboard/modelo/update/:id', access: 'staff', roles: ADMIN_ONLY },
  'marca.destroy': { method: 'delete', path: '/dashboard/marca/delete/:id', access: 'staff', roles: ADMIN_ONLY },
  'modelo.destroy': { method: 'delete', path: '/dashboard/modelo/delete/:id', access: 'staff', roles: ADMIN_ONLY },
  'banners.index': { method: 'get', path: '/dashboard/banners', access: 'staff', roles: ADMIN_ONLY },
  'banners.store': { method: 'post', path: '/dashboard/banners', access: 'staff', roles: ADMIN_ONLY },
  'banners.update': { method: 'post', path: '/dashboard/banners/:id', access: 'staff', roles: ADMIN_ONLY },
  'banners.destroy': { method: 'delete', path: '/dashboard/banners/:id', access: 'staff', roles: ADMIN_ONLY },
  'solicitudes.index': { method: 'get', path: '/dashboard/solicitudes', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.show': { method: 'get', path: '/dashboard/solicitudes/:id', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.foto': { method: 'get', path: '/dashboard/solicitudes/fotos/:file', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.reserva': { method: 'post', path: '/dashboard/solicitudes/:id/reserva', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.retry': { method: 'post', path: '/dashboard/solicitudes/:id/reintentar', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.estado': { method: 'post', path: '/dashboard/solicitudes/:id/estado', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.asignacion': { method: 'post', path: '/dashboard/solicitudes/:id/asignacion', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.notas': { method: 'post', path: '/dashboard/solicitudes/:id/notas', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.presupuesto.store': { method: 'post', path: '/dashboard/solicitudes/:id/presupuesto', access: 'staff', roles: EVERY_ROLE },
  'solicitudes.presupuesto': { method: 'get', path: '/dashboard/solicitudes/:id/presupuesto.pdf', access: 'staff', roles: EVERY_ROLE },
  'pagos.index': { method: 'get', path: '/dashboard/pagos', access: 'staff', roles: ADMIN_ONLY },
  'pagos.export': { method: 'get', path: '/dashboard/pagos/exportar', access: 'staff', roles: ADMIN_ONLY },
  agenda: { method: 'get', path: '/dashboard/agenda', access: 'staff', roles: EVERY_ROLE },
  'agenda.mover': { method: 'post', path: '/dashboard/agenda/pruebas/:id/mover', access: 'staff', roles: EVERY_ROLE },
  'agenda.cancelar': { method: 'post', path: '/dashboard/agenda/pruebas/:id/cancelar', access: 'staff', roles: EVERY_ROLE },
  'agenda.asignar': { method: 'post', path: '/dashboard/agenda/pruebas/:id/asignar', access: 'staff', roles: EVERY_ROLE },
  'agenda.resultado': { method: 'post', path: '/dashboard/agenda/pruebas/:id/resultado', access: 'staff', roles: EVERY_ROLE },
  'agenda.bloqueos.store': { method: 'post', path: '/dashboard/agenda/bloqueos', access: 'staff', roles: EVERY_ROLE },
  'agenda.bloqueos.destroy': { method: 'delete', path: '/dashboard/agenda/bloqueos/:id', access: 'staff', roles: EVERY_ROLE },
  calendario: { method: 'get', path: '/dashboard/agenda/calendario', access: 'staff', roles: ADMIN_ONLY },
  'calendario.cierres.store': { method: 'post', path: '/dashboard/agenda/calendario/cierres', access: 'staff', roles: ADMIN_ONLY },
  'calendario.cierres.destroy': { method: 'delete', path: '/dashboard/agenda/calendario/cierres/:id', access: 'staff', roles: ADMIN_ONLY },
  'calendario.horario': { method: 'post', path: '/dashboard/agenda/calendario/sedes/:id', access: 'staff', roles: ADMIN_ONLY },
  horarios: { method: 'get', path: '/dashboard/horarios', access: 'staff', roles: EVERY_ROLE },
  'horarios.update': { method: 'post', path: '/dashboard/horarios/:id', access: 'staff', roles: EVERY_ROLE },
  'horarios.ausencias.store': { method: 'post', path: '/dashboard/horarios/:id/ausencias', access: 'staff', roles: EVERY_ROLE },
  'listas.index': { method: 'get', path: '/dashboard/listas/:lista', access: 'staff', roles: ADMIN_ONLY },
  'listas.store': { method: 'post', path: '/dashboard/listas/:lista', access: 'staff', roles: ADMIN_ONLY },
  'listas.edit': { method: 'get', path: '/dashboard/listas/:lista/:id/editar', access: 'staff', roles: ADMIN_ONLY },
  'listas.update': { method: 'post', path: '/dashboard/listas/:lista/:id', access: 'staff', roles: ADMIN_ONLY },
  'listas.destroy': { method: 'delete', path: '/dashboard/listas/:lista/:id', access: 'staff', roles: ADMIN_ONLY },
  'empresa.edit': { method: 'get', path: '/dashboard/empresa', access: 'staff', roles: ADMIN_ONLY },
  'empresa.update': { method: 'post', path: '/dashboard/empresa', access: 'staff', roles: ADMIN_ONLY },
  'financiacion.edit': { method: 'get', path: '/dashboard/financiacion', access: 'staff', roles: ADMIN_ONLY },
  'financiacion.update': { method: 'post', path: '/dashboard/financiacion', access: 'staff', roles: ADMIN_ONLY },
  'informes.stock': { method: 'get', path: '/dashboard/informes/stock', access: 'staff', roles: EVERY_ROLE },
  'informes.stock.export': { method: 'get', path: '/dashboard/informes/stock/exportar', access: 'staff', roles: EVERY_ROLE },
  'personal.index': { method: 'get', path: '/dashboard/personal', access: 'staff', roles: ADMIN_ONLY },
  'personal.store': { method: 'post', path: '/dashboard/personal', access: 'staff', roles: ADMIN_ONLY },
  'personal.update': { method: 'post', path: '/dashboard/personal/:id', access: 'staff', roles: ADMIN_ONLY },
  'personal.invitacion': { method: 'post', path: '/dashboard/personal/:id/invitacion', access: 'staff', roles: ADMIN_ONLY },
  'feeds.xml': { method: 'get', path: '/feeds/:token/stock.xml', sessionless: true },
  'feeds.csv': { method: 'get', path: '/feeds/:token/stock.csv', sessionless: true },
  healthz: { method: 'get', path: '/healthz', sessionless: true },
  readyz: { method: 'get', path: '/readyz', sessionless: true },
} as const satisfies Record<string, RouteDefinition>;

/**
 * A staff route says which roles may use it; no other route has roles. Only a route without an
 * access mark may be sessionless or an account screen.
 */
export type RouteDefinition = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string } & (
  | { access: 'staff'; roles: readonly Rol[]; sessionless?: never; accountScreen?: never; localized?: never }
  | { access: 'user' | 'guest'; roles?: never; sessionless?: never; accountScreen?: never; localized?: never }
  | { access?: never; roles?: never; sessionless?: true; accountScreen?: true; localized?: true }
);

export type RouteName = keyof typeof routes;

/** Builds a URL from a route name: route('vehiculo', {slug}) → '/vehiculo/bmw-x5'; in a language, '/en/vehiculo/bmw-x5'. */
export function route(name: RouteName, params: Record<string, string | number> = {}, locale: Locale = DEFAULT_LOCALE): string {
  const definition: RouteDefinition = routes[name];
  if (locale !== DEFAULT_LOCALE && !definition.localized) throw new Error(`Route "${name}" has no ${locale} version`);
  return localizedPath(routePath(name, params), locale);
}

function routePath(name: RouteName, params: Record<string, string | number>): string {
  return routes[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter "${key}" for route "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a staff member of this role may use the route (the server checks it; pages hide what it refuses). */
export function allows(name: RouteName, rol: Rol): boolean {
  const roles: readonly Rol[] | undefined = (routes[name] as RouteDefinition).roles;
  return roles?.includes(rol) ?? true;
}
