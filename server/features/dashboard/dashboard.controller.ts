import type { Request, Response } from 'express';
import { CONVERSION_MIN_VISITS, PANEL_ACTIVITY_DAYS, TOP_CONVERSION_CARS } from '../../contracts/car-activity.ts';
import { signedInId } from '../../core/session-user.ts';
import { activeAlertCount } from '../alerts/index.ts';
import { dailyActivity, topConversion } from '../analytics/index.ts';
import { publicCarsByEstado } from '../catalogue/index.ts';
import { followUpCounters } from '../lead-workflow/index.ts';
import { contactCounters } from '../leads/index.ts';
import { historyCounts } from '../stock/index.ts';
import { todaysDrives } from '../test-drives/index.ts';
import { dashboardProps } from './dashboard.presenter.ts';

/**
 * GET /dashboard (Dashboard): the staff panel's six tiles, the enquiries' follow-up, the cars'
 * history to complete, the visitors' active alerts, today's test drives, the last 30 days' visits and enquiries and the
 * best-converting cars.
 */
export async function panel(req: Request, res: Response) {
  const viewerId = await signedInId(req);
  const [stock, counters, alertasActivas, seguimiento, dias, conversion, pruebasHoy, historial] = await Promise.all([
    publicCarsByEstado(),
    contactCounters(),
    activeAlertCount(),
    followUpCounters(viewerId),
    dailyActivity(PANEL_ACTIVITY_DAYS),
    topConversion(PANEL_ACTIVITY_DAYS, CONVERSION_MIN_VISITS, TOP_CONVERSION_CARS),
    todaysDrives(),
    historyCounts(),
  ]);
  await res.inertia.render('Dashboard', dashboardProps({ stock, counters, alertasActivas, seguimiento, dias, conversion, pruebasHoy, historial }));
}
