import type { DashboardProps } from '../../contracts/dashboard.ts';
import type { ContactCounters } from '../leads/counters.ts';

/** The panel's numbers: the stock per estado (1 NORMAL, 2 RESERVADO, 3 VENDIDO), the enquiries, their follow-up and the active alerts. */
export function dashboardProps(
  stock: Map<number, number>,
  counters: ContactCounters,
  alertasActivas: number,
  seguimiento: DashboardProps['seguimiento'],
): Pick<DashboardProps, 'cochesForSale' | 'cochesReserved' | 'cochesSold' | 'counts' | 'alertasActivas' | 'seguimiento'> {
  return {
    alertasActivas,
    seguimiento,
    cochesForSale: stock.get(1) ?? 0,
    cochesReserved: stock.get(2) ?? 0,
    cochesSold: stock.get(3) ?? 0,
    counts: { today: counters.today, this_week: counters.week, this_month: counters.month },
  };
}
