import type { ActivityDay } from '../../contracts/car-activity.ts';
import type { DashboardProps } from '../../contracts/dashboard.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { activity, conversionCar, type ConversionRow } from '../analytics/index.ts';
import type { ContactCounters } from '../leads/index.ts';

export interface PanelFigures {
  /** Cars on the public site per estado_id (1 NORMAL, 2 RESERVADO, 3 VENDIDO). */
  stock: Map<number, number>;
  counters: ContactCounters;
  alertasActivas: number;
  seguimiento: DashboardProps['seguimiento'];
  dias: ActivityDay[];
  conversion: ConversionRow[];
  pruebasHoy: DashboardProps['pruebasHoy'];
  historial: DashboardProps['historial'];
}

/** The panel's numbers: the stock per estado, the enquiries, their follow-up, the active alerts and the cars' activity. */
export function dashboardProps(figures: PanelFigures): OwnPageProps<'Dashboard'> {
  const { stock, counters } = figures;
  return {
    alertasActivas: figures.alertasActivas,
    seguimiento: figures.seguimiento,
    cochesForSale: stock.get(1) ?? 0,
    cochesReserved: stock.get(2) ?? 0,
    cochesSold: stock.get(3) ?? 0,
    counts: { today: counters.today, this_week: counters.week, this_month: counters.month },
    actividad: activity(figures.dias),
    conversion: figures.conversion.map(conversionCar),
    pruebasHoy: figures.pruebasHoy,
    historial: figures.historial,
  };
}
