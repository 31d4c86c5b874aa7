import type { Request, Response } from 'express';
import { type AlertaEstado, alertSchema, MAX_ALERTS_PER_EMAIL, MAX_PENDING_ALERTS } from '../../contracts/alerts.ts';
import { route } from '../../contracts/routes.ts';
import { isInertiaRequest } from '../../inertia/index.ts';
import { linkToken } from '../../lib/link-token.ts';
import { validate } from '../../lib/validation.ts';
import { alertByToken, confirmAlert, deleteAlert } from './alerts.queries.ts';
import { alertSearchUrl, alertSummary, createAlert } from './alerts.service.ts';
import { senderOf } from '../leads/index.ts';
import { translator } from '../../i18n/index.ts';

/** The answer of a stored alert: also what a robot caught by the honeypot gets. */
export function answerCreated(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('search.alert_created', { pending: MAX_PENDING_ALERTS, total: MAX_ALERTS_PER_EMAIL }) });
}

/** POST /alertas: 'Crear alerta'. "Sent" only once the alert, its consent and its confirmation mail's job are stored. */
export async function store(req: Request, res: Response) {
  const form = validate(alertSchema, req.body);
  await createAlert(form, senderOf(req));
  answerCreated(req, res);
}

/**
 * The alert page for a link: what the link's button does (`pending`) or, when the alert is gone,
 * `gone`. Never stored by a cache: the token in its address is the alert's key.
 */
async function renderAlert(req: Request, res: Response, states: { pending: AlertaEstado; done: AlertaEstado; gone: AlertaEstado; action: 'alertas.confirmar.store' | 'alertas.baja.store' }) {
  const token = linkToken(req);
  const alert = token ? await alertByToken(token) : null;
  res.set('Cache-Control', 'no-store');
  if (!alert || !token) {
    await res.inertia.render('Alerta', { estado: states.gone, alerta: null, accion: null });
    return;
  }
  const waiting = states.action === 'alertas.baja.store' || !alert.confirmada_at;
  await res.inertia.render('Alerta', {
    estado: waiting ? states.pending : states.done,
    alerta: { resumen: await alertSummary(alert, req.locale), buscarUrl: alertSearchUrl(alert) },
    accion: waiting ? route(states.action, { token }) : null,
  });
}

/**
 * GET /alertas/confirmar/{token}: the confirmation mail's link shows the alert and a button; only
 * the button confirms, so a mail scanner that opens every link confirms nothing.
 */
export function confirmation(req: Request, res: Response) {
  return renderAlert(req, res, { pending: 'confirmar', done: 'confirmada', gone: 'no_existe', action: 'alertas.confirmar.store' });
}

/** POST /alertas/confirmar/{token}: confirms the alert (once), then back to its page, which says so. */
export async function confirm(req: Request, res: Response) {
  const token = linkToken(req);
  if (token) await confirmAlert(token);
  res.redirect(303, route('alertas.confirmar', { token: String(req.params.token) }, req.locale));
}

/** GET /alertas/baja/{token}: every alert mail's unsubscribe link: the alert and the 'Darme de baja' button. */
export function unsubscribePage(req: Request, res: Response) {
  const gone = req.query.hecho === '1' ? 'dada_de_baja' : 'no_existe';
  return renderAlert(req, res, { pending: 'baja', done: 'baja', gone, action: 'alertas.baja.store' });
}

/**
 * POST /alertas/baja/{token}: deletes the alert. It is also the List-Unsubscribe target, which a
 * mail client posts to with no cookie (RFC 8058 one-click), so it is mounted before sessions and
 * CSRF: the token is its proof. The mail client gets a plain 200 (RFC 8058 forbids a redirect);
 * the page's own button goes back to the page, which says it is done.
 */
export async function unsubscribe(req: Request, res: Response) {
  const token = linkToken(req);
  if (token) await deleteAlert(token);
  if (!isInertiaRequest(req)) {
    res.set('Cache-Control', 'no-store').type('text').send(translator(req.locale).t('alertmail.unsubscribed'));
    return;
  }
  res.redirect(303, `${route('alertas.baja', { token: String(req.params.token) }, req.locale)}?hecho=1`);
}
