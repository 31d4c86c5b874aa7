import type { VehicleCard } from '../../contracts/pages.ts';
import { currentFinanceTerms } from '../finance/finance.service.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import { latestAvailable } from './catalogue.queries.ts';

/** The newest cars on the home pages. */
export const LATEST_ON_HOME = 8;

/** The newest available cars as cards, with their payments from the terms in force. */
export async function latestCards(): Promise<VehicleCard[]> {
  const [rows, terms] = await Promise.all([latestAvailable(LATEST_ON_HOME), currentFinanceTerms()]);
  return rows.map((row) => vehicleCard(row, terms));
}
