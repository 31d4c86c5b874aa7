import type { Request, Response } from 'express';
import { activeAlertCount } from '../alerts/alerts.queries.ts';
import { contactCounters } from '../leads/counters.ts';
import { dashboardProps } from './dashboard.presenter.ts';
import { stockByEstado } from './dashboard.queries.ts';

/** GET /dashboard (Dashboard): the staff panel's six tiles, and the visitors' active alerts. */
export async function panel(_req: Request, res: Response) {
  const [stock, counters, alertasActivas] = await Promise.all([stockByEstado(), contactCounters(), activeAlertCount()]);
  await res.inertia.render('Dashboard', dashboardProps(stock, counters, alertasActivas));
}
