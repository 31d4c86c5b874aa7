import type { Request, Response } from 'express';
import type { PanelProps } from '../../contracts/stock.ts';
import { contactCounters } from '../leads/counters.ts';
import { stockCounts } from './panel.queries.ts';

/** GET /dashboard (Dashboard): the staff panel's six tiles. */
export async function panel(_req: Request, res: Response) {
  const [stock, contacts] = await Promise.all([stockCounts(), contactCounters()]);
  const props: Omit<PanelProps, 'appName' | 'auth' | 'flash' | 'errors'> = {
    cochesForSale: stock[1],
    cochesReserved: stock[2],
    cochesSold: stock[3],
    counts: { today: contacts.today, this_week: contacts.week, this_month: contacts.month },
  };
  await res.inertia.render('Dashboard', props);
}
