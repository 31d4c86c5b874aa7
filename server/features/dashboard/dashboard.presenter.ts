import type { DashboardProps } from '../../contracts/dashboard.ts';
import type { ContactCounters } from '../leads/counters.ts';

/** The panel's numbers: the stock per estado (1 NORMAL, 2 RESERVADO, 3 VENDIDO), the enquiries and the active alerts. */
export function dashboardProps(stock: Map<number, number>, counters: ContactCounters, alertasActivas: number): Pick<DashboardProps, 'cochesForSale' | 'cochesReserved' | 'cochesSold' | 'counts' | 'alertasActivas'> {
  return {
    alertasActivas,
    cochesForSale: stock.get(1) ?? 0,
    cochesReserved: stock.get(2) ?? 0,
    cochesSold: stock.get(3) ?? 0,
    counts: { today: counters.today, this_week: counters.week, this_month: counters.month },
  };
}
