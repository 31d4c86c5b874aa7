import type { Response } from 'express';
import { branchById } from '../../contracts/site.ts';
import { tramoOf, TRAMOS } from '../../contracts/stock-aging.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import { csvLine } from '../../lib/csv.ts';
import { agingExport } from '../catalogue/index.ts';

const HEADER = ['ref', 'id', 'marca', 'modelo', 'version', 'sede', 'fecha_entrada', 'dias_en_stock', 'tramo', 'precio', 'coste_acumulado', 'visitas', 'contactos', 'revisar_precio'];

const label = (dias: number) => TRAMOS.find((tramo) => tramo.key === tramoOf(dias))?.label ?? '';

/** The report's cars as CSV (UTF-8 with a BOM, cells safe from spreadsheet formulas), longest in stock first. */
export async function writeAgingCsv(res: Response, costeDia: number): Promise<void> {
  const rows = await agingExport();
  const date = canaryDate();
  const body = rows.map((row) =>
    csvLine([
      row.ref ?? '', row.id, row.marca, row.modelo, row.nombre, branchById(row.sede_id).name, row.fecha_entrada, row.dias,
      label(row.dias), row.precio, row.dias * costeDia, row.visitas, row.contactos, row.revisar ? 'sí' : 'no',
    ]),
  );
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="antiguedad-stock-${date}.csv"` });
  res.send(`\uFEFF${csvLine(HEADER)}${body.join('')}`);
}
