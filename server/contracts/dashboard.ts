import type { StockHistoryFilter } from './stock.ts';
import type { PanelDrive } from './agenda.ts';
import type { Activity, ConversionCar } from './car-activity.ts';
import type { SharedProps } from './pages.ts';

/** The staff panel's tiles (back-office §2 "Staff panel tiles"). */
export interface DashboardProps extends SharedProps {
  /** Cars on the public site (active, not deleted) with estado 1 NORMAL. */
  cochesForSale: number;
  /** The same with estado 2 RESERVADO. */
  cochesReserved: number;
  /** The same with estado 3 VENDIDO. */
  cochesSold: number;
  /** Enquiries from every public form since midnight, Monday and the 1st, Canary Islands time. */
  counts: { today: number; this_week: number; this_month: number };
  /** Confirmed saved-search alerts ('Crear alerta' on /buscar) that receive the daily digest. */
  alertasActivas: number;
  /**
   * The enquiries' follow-up: new ones nobody took, ones still 'nueva' 24 hours after they
   * arrived, and the signed-in member's own that are still open (neither sold nor lost).
   */
  seguimiento: { sinAsignar: number; sinContacto: number; mias: number };
  /** Visits to the car pages and enquiries about cars, per day over the last PANEL_ACTIVITY_DAYS. */
  actividad: Activity;
  /** The cars that turn the most visits into enquiries over the same days (CONVERSION_MIN_VISITS at least). */
  conversion: ConversionCar[];
  /** Today's test drives at every branch (the first PANEL_DRIVES), and how many there are. */
  pruebasHoy: { data: PanelDrive[]; total: number };
  /** The cars in stock (not sold, not deleted) under each history filter of the vehicle list. */
  historial: Record<StockHistoryFilter, number>;
}
