import express, { Router, type RequestHandler } from 'express';
import { DEFAULT_LOCALE } from '../contracts/locales.ts';
import { type RouteDefinition, routes, type RouteName } from '../contracts/routes.ts';
import { banners } from '../features/banners/index.ts';
import { brands } from '../features/brands/index.ts';
import { imperfections, inspection, inspectionTemplate, mileage } from '../features/car-history/index.ts';
import { catalogue, marca, segundaMano, vehicle, welcome2 } from '../features/catalogue/index.ts';
import { contacts } from '../features/contacts/index.ts';
import { company } from '../features/company/index.ts';
import { finance } from '../features/finance/index.ts';
import { content } from '../features/content/index.ts';
import { dashboard } from '../features/dashboard/index.ts';
import { confirmPassword, guestOnly, login, passwordReset, register, registrationGates, requirePasswordConfirmed, requireRole, requireStaff, requireUser, verification } from '../features/auth/index.ts';
import { landing, leads } from '../features/leads/index.ts';
import { lookups } from '../features/lookups/index.ts';
import { compare } from '../features/compare/index.ts';
import { alerts } from '../features/alerts/index.ts';
import { tradeIn } from '../features/trade-in/index.ts';
import { deposits, myReservation, paymentsList, reservations } from '../features/reservations/index.ts';
import { health } from '../features/health/index.ts';
import { portalFeed } from '../features/portal-feed/index.ts';
import { stockAging } from '../features/reports/index.ts';
import { favorites } from '../features/favorites/index.ts';
import { stockImport } from '../features/import/index.ts';
import { stock, stockMedia } from '../features/stock/index.ts';
import { staffAccounts } from '../features/staff/index.ts';
import { leadInbox } from '../features/lead-inbox/index.ts';
import { leadWorkflow } from '../features/lead-workflow/index.ts';
import { quotes } from '../features/quotes/index.ts';
import { agenda, calendar, myTestDrive, schedules, testDrives } from '../features/test-drives/index.ts';
import { seoFiles } from '../features/seo/index.ts';
import { honeypot } from './middleware/honeypot.ts';
import { cachedPage } from './middleware/page-cache.ts';
import { downloadRateLimit, formRateLimit } from './middleware/rate-limit.ts';
import { bannerUploads, detailPhotoUpload, dgtReportUpload, importUploads, photoUploads, tradeInUploads, videoUpload } from './uploads.ts';

/** Account mails one IP may ask for per window (reset links, verification links). */
const AUTH_MAIL_LIMIT = { limit: 6, windowMs: 10 * 60_000 };

/** Car quotes (PDF) one IP may download per window: a buyer comparing cars stays far below it. */
const QUOTE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** A car's public DGT report (a PDF of up to 10 MB read from the media store) one IP may download per window. */
const REPORT_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The one-click unsubscribe: a mail provider posts it from a few shared addresses for all its
 * users, so its allowance is wide; the token, not the IP, is what protects it.
 */
const UNSUBSCRIBE_LIMIT = { limit: 300, windowMs: 10 * 60_000 };

/**
 * The gateway's payment notices: they come from its few addresses for every buyer at once, so
 * the allowance is wide; the signature, not the IP, is what protects the route.
 */
const NOTICE_LIMIT = { limit: 600, windowMs: 10 * 60_000 };

/**
 * Every named route's handler chain, one per route (the type takes no more and no fewer); its
 * path, method, access, roles and stage are its declaration in contracts/routes.ts.
 */
export const handlers: Record<RouteName, RequestHandler[]> = {
  home: [cachedPage, catalogue.home],
  buscar: [cachedPage, catalogue.buscar],
  'form.vehiculo': [formRateLimit('vehiculo'), honeypot(), leads.submitVehicleContact],
  marca: [cachedPage, marca.page],
  'segunda_mano.modelo': [cachedPage, segundaMano.modelo],
  'segunda_mano.isla': [cachedPage, segundaMano.isla],
  'modelos.list': [marca.modelos],
  'modelos.listall': [marca.modelos],
  favoritos: [cachedPage, favorites.favoritos],
  comparar: [cachedPage, compare.comparar],
  sitemap: [seoFiles.sitemap],
  robots: [seoFiles.robots],
  vehiculo: [vehicle.countVisit, cachedPage, vehicle.vehiculo],
  'vehiculo.presupuesto': [downloadRateLimit(QUOTE_LIMIT), quotes.presupuesto],
  'vehiculo.huecos': [testDrives.slots],
  'vehiculo.inspeccion': [vehicle.checklist],
  'vehiculo.informe_dgt': [downloadRateLimit(REPORT_LIMIT), vehicle.dgtReport],
  'form.cita': [formRateLimit('cita'), honeypot(), leads.submitAppointment],
  cita: [cachedPage, landing.cita],
  'landing.clasea': [cachedPage, landing.clasea],
  'leads.store': [formRateLimit('leads'), honeypot({ respond: landing.answerLeadSent }), landing.storeLead],
  tasacion: [cachedPage, tradeIn.tasacion],
  'tasacion.store': [formRateLimit('tasacion'), ...tradeInUploads, honeypot({ respond: tradeIn.answerSent }), tradeIn.store],
  'reservas.store': [formRateLimit('reservas'), honeypot({ respond: reservations.answerSent }), reservations.store],
  'pruebas.store': [formRateLimit('pruebas'), honeypot({ respond: testDrives.answerBooked }), testDrives.book],
  'pruebas.show': [myTestDrive.show],
  'pruebas.cancelar': [formRateLimit('pruebas-cancelar'), myTestDrive.cancel],
  'pruebas.mover': [formRateLimit('pruebas-mover'), myTestDrive.move],
  'reservas.desistir': [myReservation.formerWithdrawalLink],
  mi_reserva: [myReservation.show],
  'mi_reserva.desistir': [formRateLimit('desistir'), myReservation.withdraw],
  'mi_reserva.pago': [formRateLimit('reservas-pago'), myReservation.pay],
  'mi_reserva.vuelta': [myReservation.backFromGateway],
  'pagos.notificacion': [formRateLimit('pagos-notificacion', NOTICE_LIMIT), express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), deposits.notice],
  'alertas.store': [formRateLimit('alertas'), honeypot({ respond: alerts.answerCreated }), alerts.store],
  'alertas.confirmar': [alerts.confirmation],
  'alertas.confirmar.store': [formRateLimit('alertas-confirmar'), alerts.confirm],
  'alertas.baja': [alerts.unsubscribePage],
  'alertas.baja.store': [formRateLimit('alertas-baja', UNSUBSCRIBE_LIMIT), alerts.unsubscribe],
  historia: [cachedPage, content.historia],
  equipo: [cachedPage, content.equipo],
  aviso_legal: [cachedPage, content.avisoLegal],
  politica_privacidad: [cachedPage, content.politicaPrivacidad],
  condiciones_reserva: [cachedPage, content.condicionesReserva],
  accesibilidad: [cachedPage, content.accesibilidad],
  contacto: [cachedPage, content.contacto],
  inicio2: [cachedPage, welcome2.welcome2],
  login: [login.show],
  'login.store': [login.store],
  logout: [login.destroy],
  dashboard: [dashboard.panel],
  'contacts.index': [contacts.index],
  'contacts.store': [contacts.store],
  'contacts.update': [contacts.update],
  'contacts.destroy': [contacts.destroy],
  register: [...registrationGates, register.show],
  'register.store': [...registrationGates, formRateLimit('register'), register.store],
  'password.request': [passwordReset.request],
  'password.email': [formRateLimit('password-reset', AUTH_MAIL_LIMIT), passwordReset.email],
  'password.reset': [passwordReset.reset],
  'password.update': [formRateLimit('password-update'), passwordReset.update],
  'password.confirm': [confirmPassword.show],
  'password.confirm.store': [formRateLimit('password-confirm'), confirmPassword.store],
  'verification.notice': [verification.notice],
  'verification.verify': [formRateLimit('verification-verify'), verification.verify],
  'verification.send': [formRateLimit('verification-send', AUTH_MAIL_LIMIT), verification.send],
  'vehiculos.index': [stock.index],
  'vehiculos.export': [stock.exportCsv],
  'importar.index': [stockImport.index],
  'importar.store': [...importUploads, stockImport.store],
  'importar.show': [stockImport.show],
  'importar.run': [stockImport.run],
  'coches.create': [stock.create],
  'coches.store': [...photoUploads, stock.store],
  'coches.edit': [stock.edit],
  'coches.update': [...photoUploads, stock.update],
  'coches.destroy': [stock.destroy],
  'coches.renew': [stock.renew],
  'coches.inspeccion': [inspection.show],
  'coches.inspeccion.update': [inspection.update],
  'coches.inspeccion.foto': [...detailPhotoUpload, inspection.storePhoto],
  'coches.inspeccion.foto.destroy': [inspection.destroyPhoto],
  'coches.kilometros': [mileage.show],
  'coches.kilometros.store': [mileage.store],
  'kilometros.explicar': [mileage.explain],
  'kilometros.destroy': [mileage.destroy],
  'coches.informe_dgt': [mileage.report],
  'coches.informe_dgt.store': [...dgtReportUpload, mileage.storeReportFile],
  'coches.informe_dgt.publico': [mileage.setReportPublic],
  'coches.informe_dgt.destroy': [mileage.destroyReport],
  'fotos.imperfecciones.store': [...detailPhotoUpload, imperfections.store],
  'imperfecciones.destroy': [imperfections.destroy],
  'inspeccion.plantilla': [inspectionTemplate.index],
  'inspeccion.puntos.store': [inspectionTemplate.store],
  'inspeccion.puntos.update': [inspectionTemplate.update],
  'inspeccion.puntos.destroy': [inspectionTemplate.destroy],
  'inspeccion.puntos.retirar': [inspectionTemplate.retire],
  'inspeccion.puntos.recuperar': [inspectionTemplate.restore],
  'inspeccion.puntos.mover': [inspectionTemplate.mover],
  'fotos.destroy': [stockMedia.destroyPhoto],
  'fotos.order': [stockMedia.photoOrder],
  'videos.store': [...videoUpload, stockMedia.storeVideo],
  'videos.destroy': [stockMedia.destroyVideo],
  marcaymodelo: [brands.index],
  'marca.store': [brands.storeMarca],
  'modelo.store': [brands.storeModelo],
  'marca.edit': [brands.editMarca],
  'modelo.edit': [brands.editModelo],
  'marca.update': [brands.updateMarca],
  'modelo.update': [brands.updateModelo],
  'marca.destroy': [brands.destroyMarca],
  'modelo.destroy': [brands.destroyModelo],
  'banners.index': [banners.index],
  'banners.store': [...bannerUploads, banners.store],
  'banners.update': [...bannerUploads, banners.update],
  'banners.destroy': [banners.destroy],
  'solicitudes.index': [leadInbox.index],
  'solicitudes.show': [leadInbox.show],
  'solicitudes.foto': [leadInbox.leadPhoto],
  'solicitudes.reserva': [reservations.change],
  'solicitudes.retry': [leadInbox.retry],
  'solicitudes.estado': [leadWorkflow.estado],
  'solicitudes.asignacion': [leadWorkflow.asignacion],
  'solicitudes.notas': [leadWorkflow.nota],
  'solicitudes.presupuesto.store': [leadWorkflow.presupuesto],
  'solicitudes.presupuesto': [leadWorkflow.presupuestoPdf],
  'pagos.index': [paymentsList.index],
  'pagos.export': [paymentsList.exportCsv],
  agenda: [agenda.index],
  'agenda.mover': [agenda.mover],
  'agenda.cancelar': [agenda.cancelar],
  'agenda.asignar': [agenda.asignar],
  'agenda.resultado': [agenda.resultado],
  'agenda.bloqueos.store': [agenda.bloquear],
  'agenda.bloqueos.destroy': [agenda.desbloquear],
  calendario: [calendar.index],
  'calendario.cierres.store': [calendar.close],
  'calendario.cierres.destroy': [calendar.reopen],
  'calendario.horario': [calendar.hours],
  horarios: [schedules.index],
  'horarios.update': [schedules.update],
  'horarios.ausencias.store': [schedules.ausencia],
  'listas.index': [lookups.index],
  'listas.store': [lookups.store],
  'listas.edit': [lookups.edit],
  'listas.update': [lookups.update],
  'listas.destroy': [lookups.destroy],
  'empresa.edit': [company.edit],
  'empresa.update': [company.update],
  'financiacion.edit': [finance.edit],
  'financiacion.update': [finance.update],
  'informes.stock': [stockAging.stockReport],
  'informes.stock.export': [stockAging.exportCsv],
  'personal.index': [requirePasswordConfirmed, staffAccounts.index],
  'personal.store': [requirePasswordConfirmed, staffAccounts.invite],
  'personal.update': [requirePasswordConfirmed, staffAccounts.update],
  'personal.invitacion': [requirePasswordConfirmed, staffAccounts.reinvite],
  'feeds.xml': [portalFeed.stockFeed('xml')],
  'feeds.csv': [portalFeed.stockFeed('csv')],
  healthz: [health.healthz],
  readyz: [health.readyz],
};

/** What a route's `access` in the route table puts in front of its handlers. */
const ACCESS_GUARDS = { staff: requireStaff, user: requireUser, guest: guestOnly } as const;

/**
 * Staff and account answers (a reset token in the URL, a member's data) are never cached, and
 * their pages' props are kept encrypted in the browser's history, whose key a logout drops.
 */
const privatePage: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.inertia.encryptHistory();
  next();
};

/** A route without other languages passes a prefixed URL (/en/login) on, to the 404. */
const defaultLocaleOnly: RequestHandler = (req, _res, next) => next(req.locale === DEFAULT_LOCALE ? undefined : 'route');

/** The routes of one stage: the 'sessionless' ones (mounted before sessions) or the 'pages'. */
export function router(stage: 'sessionless' | 'pages' = 'pages'): Router {
  const router = Router();
  for (const [name, chain] of Object.entries(handlers) as [RouteName, RequestHandler[]][]) {
    const definition: RouteDefinition = routes[name];
    if (Boolean(definition.sessionless) !== (stage === 'sessionless')) continue;
    const guards = definition.access ? [privatePage, ACCESS_GUARDS[definition.access]] : definition.accountScreen ? [privatePage] : [];
    if (definition.roles) guards.push(requireRole(definition.roles));
    if (!definition.localized) guards.unshift(defaultLocaleOnly);
    router[routes[name].method](definition.path, ...guards, ...chain);
  }
  return router;
}
