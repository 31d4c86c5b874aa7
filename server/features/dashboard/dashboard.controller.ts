import type { Request, Response } from 'express';
import { activeAlertCount } from '../alerts/alerts.queries.ts';
import { signedInId } from '../auth/current-user.ts';
import { contactCounters } from '../leads/counters.ts';
import { followUpCounters } from '../lead-workflow/lead-workflow.queries.ts';
import { dashboardProps } from './dashboard.presenter.ts';
import { stockByEstado } from './dashboard.queries.ts';

/** GET /dashboard (Dashboard): the staff panel's six tiles, the enquiries' follow-up and the visitors' active alerts. */
export async function panel(req: Request, res: Response) {
  const viewerId = await signedInId(req);
  const [stock, counters, alertasActivas, seguimiento] = await Promise.all([stockByEstado(), contactCounters(), activeAlertCount(), followUpCounters(viewerId)]);
  await res.inertia.render('Dashboard', dashboardProps(stock, counters, alertasActivas, seguimiento));
}
