import { route } from '../../contracts/routes.ts';
import { branchById, branches } from '../../contracts/site.ts';
import type { AgingRow, InformeStockProps, PriceReviewRow, TramoKey } from '../../contracts/stock-aging.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import type { AgingGroup, ReviewRow } from '../catalogue/index.ts';

const emptyRow = (nombre: string): AgingRow => ({ nombre, tramos: { d0_30: 0, d31_60: 0, d61_90: 0, d90: 0 }, coches: 0, coste: 0 });

function add(row: AgingRow, group: AgingGroup, costeDia: number): void {
  row.tramos[group.tramo as TramoKey] += group.coches;
  row.coches += group.coches;
  row.coste += group.dias * costeDia;
}

/**
 * The report's tables from the grouped counts: every branch (those without cars too), the
 * brands with cars by name, and the whole stock; each group's holding cost is its cars' days in
 * stock times the cost of a day.
 */
export function agingTables(groups: AgingGroup[], costeDia: number): Pick<InformeStockProps, 'porSede' | 'porMarca' | 'total' | 'resumen'> {
  const porSede = new Map<number, AgingRow>(branches.map((branch) => [branch.id, emptyRow(branch.name)]));
  const porMarca = new Map<string, AgingRow>();
  const total = emptyRow('Total');
  let diasTotales = 0;
  for (const group of groups) {
    if (group.eje === 'sede' && group.sede_id !== null) {
      const row = porSede.get(group.sede_id) ?? porSede.set(group.sede_id, emptyRow(branchById(group.sede_id).name)).get(group.sede_id)!;
      add(row, group, costeDia);
      add(total, group, costeDia);
      diasTotales += group.dias;
    } else if (group.eje === 'marca' && group.marca !== null) {
      const row = porMarca.get(group.marca) ?? porMarca.set(group.marca, emptyRow(group.marca)).get(group.marca)!;
      add(row, group, costeDia);
    }
  }
  return {
    porSede: [...porSede.values()],
    porMarca: [...porMarca.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    total,
    resumen: { coches: total.coches, diasMedios: total.coches ? Math.round(diasTotales / total.coches) : 0, coste: total.coste, mas60: total.tramos.d61_90 + total.tramos.d90 },
  };
}

export function priceReviewRow(row: ReviewRow, costeDia: number): PriceReviewRow {
  return {
    id: row.id,
    titulo: vehicleTitle({ nombre: row.nombre, marca: { nombre: row.marca }, modelo: { nombre: row.modelo } }),
    sede: branchById(row.sede_id).name,
    dias: row.dias,
    precio: row.precio,
    visitas: row.visitas,
    contactos: row.contactos,
    coste: row.dias * costeDia,
    editUrl: route('coches.edit', { id: row.id }),
  };
}
