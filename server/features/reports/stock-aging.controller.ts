import type { Request, Response } from 'express';
import { REVIEW_PER_PAGE } from '../../contracts/stock-aging.ts';
import { loadPage } from '../../lib/pagination.ts';
import { writeAgingCsv } from './stock-aging.export.ts';
import { agingTables, priceReviewRow } from './stock-aging.presenter.ts';
import { readEmpresa } from '../../core/company-details.queries.ts';
import { agingGroups, countPriceReviews, priceReviews } from '../catalogue/index.ts';

/** The holding cost of one car a day (€), from 'Datos de la empresa'. */
const stockCostPerDay = async () => (await readEmpresa()).coste_stock_dia;

/** GET /dashboard/informes/stock (InformeStock): the unsold stock by days in stock, its holding cost, and the prices to review (20 a page). */
export async function stockReport(req: Request, res: Response) {
  const [costeDia, groups] = await Promise.all([stockCostPerDay(), agingGroups()]);
  const revisar = await loadPage(req, {
    perPage: REVIEW_PER_PAGE,
    count: countPriceReviews,
    rows: priceReviews,
    present: (row) => priceReviewRow(row, costeDia),
  });
  await res.inertia.render('InformeStock', { costeDia, ...agingTables(groups, costeDia), revisar });
}

/** GET /dashboard/informes/stock/exportar: every car of the report as CSV. */
export async function exportCsv(_req: Request, res: Response) {
  await writeAgingCsv(res, await stockCostPerDay());
}
