import type { Request, Response } from 'express';
import { contactCounters } from '../leads/counters.ts';
import { dashboardProps } from './dashboard.presenter.ts';
import { stockByEstado } from './dashboard.queries.ts';

/** GET /dashboard (Dashboard): the staff panel's six tiles. */
export async function panel(_req: Request, res: Response) {
  const [stock, counters] = await Promise.all([stockByEstado(), contactCounters()]);
  await res.inertia.render('Dashboard', dashboardProps(stock, counters));
}
