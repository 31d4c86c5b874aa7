import { once } from 'node:events';
import type { Response } from 'express';
import { IMPORT_COLUMNS, type ImportColumn } from '../../contracts/stock-import.ts';
import { branchById } from '../../contracts/site.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import { csvLine } from '../../lib/csv.ts';
import type { StockFilters } from '../../contracts/stock.ts';
import { type StockExportRow, stockForExport } from './stock-list.queries.ts';

/**
 * The staff list's rows as the import's CSV (docs/csv-format.md): every car of the current
 * filters, in the list's order, streamed in batches, so an export imports back onto the same
 * cars (by ref). UTF-8 with a BOM, so spreadsheets read the accents.
 */

function cells(row: StockExportRow): Record<ImportColumn, string | number | null> {
  return {
    ref: row.ref, nombre: row.nombre, marca: row.marca.nombre, modelo: row.modelo.nombre, anyo: row.year, kilometros: row.kilometros,
    potencia: row.potencia, cilindrada: row.cilindrada, cilindros: row.cilindros, marchas: row.marchas, plazas: row.plazas,
    puertas: row.puertas, color: row.color, emisiones: row.emisiones, precio: row.precio, precio_oferta: row.precio_oferta,
    matricula: row.matricula, eco_id: row.eco_id, estado_id: row.estado_id, sede: branchById(row.sede_id).name, carroceria: row.carroceria.nombre,
    combustible: row.combustible.nombre, cambio: row.cambio.nombre, garantia: row.garantia.nombre,
    caracteristicas: row.caracteristicas, activo: row.activo ? 1 : 0, fecha_entrada: canaryDate(row.fecha_entrada),
  };
}


export async function writeStockCsv(res: Response, filters: StockFilters): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="vehiculos-${date}.csv"` });
  res.write(`\uFEFF${csvLine([...IMPORT_COLUMNS])}`);
  for await (const batch of stockForExport(filters)) {
    const chunk = batch.map((row) => csvLine(IMPORT_COLUMNS.map((column) => cells(row)[column]))).join('');
    if (!res.write(chunk)) await once(res, 'drain');
  }
  res.end();
}
