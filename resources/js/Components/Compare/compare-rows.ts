import { formatEuros } from '@contracts/format';
import type { VehicleDetail } from '@contracts/pages';
import { branchById } from '@contracts/site';
import { ecoImage, FINANCED_PRICE_LABEL, specSlots } from '@/Components/Vehicle/specs';

/** One cell: a text, the DGT label's image, or nothing (the car has no value there). */
export type CompareCell = { value: string } | { image: { src: string; alt: string } } | null;

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  /** The cars do not all have the same value: the row is highlighted. */
  differs: boolean;
}

const ESTADOS: Record<number, string> = { 1: 'Disponible', 2: 'Reservado', 3: 'Vendido' };

const cellKey = (cell: CompareCell) => (cell === null ? '' : 'value' in cell ? cell.value : cell.image.src);

const text = (value: string | null): CompareCell => (value === null ? null : { value });

function row(label: string, cells: CompareCell[]): CompareRow {
  return { label, cells, differs: new Set(cells.map(cellKey)).size > 1 };
}

/**
 * The comparison's rows: the car's state and branch, then every row of the car page's
 * 'Características generales' (spec §2) in its order, with the monthly payment right after the
 * prices, and the DGT label last. A row no car has a value for is left out.
 */
export function compareRows(cars: readonly VehicleDetail[]): CompareRow[] {
  const slots = cars.map(specSlots);
  const specs = (slots[0] ?? []).map((slot, index) => row(slot.label, slots.map((car) => text(car[index]!.value))));
  // A sold car has no payment (the presenter leaves it null), as it has no prices.
  const payment = row('Cuota desde', cars.map((car) => text(car.cuota === null ? null : `${formatEuros(car.cuota)}/mes*`)));
  const afterPrices = specs.findIndex((spec) => spec.label === FINANCED_PRICE_LABEL) + 1;
  const rows = [
    row('Estado', cars.map((car) => text(ESTADOS[car.estado_id] ?? null))),
    row('Sede', cars.map((car) => {
      const branch = branchById(car.sede_id);
      return text(`${branch.name} (${branch.island})`);
    })),
    ...specs.slice(0, afterPrices),
    payment,
    ...specs.slice(afterPrices),
    row('Distintivo ambiental', cars.map((car) => {
      const image = ecoImage(car);
      return image && { image };
    })),
  ];
  return rows.filter((candidate) => candidate.cells.some((cell) => cell !== null));
}
