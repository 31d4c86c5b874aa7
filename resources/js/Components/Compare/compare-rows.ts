import type { MessageKey } from '../../../../lang/types';
import { formatEuros } from '@contracts/format';
import type { Translator } from '@contracts/i18n';
import type { VehicleDetail } from '@contracts/pages';
import { branchById } from '@contracts/site';
import { ecoImage, specSlotsIn } from '@/Components/Vehicle/specs';

/** One cell: a text, the DGT label's image, or nothing (the car has no value there). */
export type CompareCell = { value: string } | { image: { src: string; alt: string } } | null;

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  /** The cars do not all have the same value: the row is highlighted. */
  differs: boolean;
}

const ESTADOS: Record<number, MessageKey> = { 1: 'compare.state_available', 2: 'compare.state_reserved', 3: 'compare.state_sold' };

const cellKey = (cell: CompareCell) => (cell === null ? '' : 'value' in cell ? cell.value : cell.image.src);

const text = (value: string | null): CompareCell => (value === null ? null : { value });

function row(label: string, cells: CompareCell[]): CompareRow {
  return { label, cells, differs: new Set(cells.map(cellKey)).size > 1 };
}

/**
 * The comparison's rows: the car's state and branch, then every row of the car page's
 * 'Características generales' (spec §2) in its order, with the monthly payment right after the
 * prices, and the DGT label last. A row no car has a value for is left out. In the translator's
 * language.
 */
export function compareRows(cars: readonly VehicleDetail[], i18n: Translator): CompareRow[] {
  const { t } = i18n;
  const slots = cars.map(specSlotsIn(i18n));
  const specs = (slots[0] ?? []).map((slot, index) => row(slot.label, slots.map((car) => text(car[index]!.value))));
  // A sold car has no payment (the presenter leaves it null), as it has no prices.
  const payment = row(t('compare.row_payment'), cars.map((car) => text(car.cuota === null ? null : `${formatEuros(car.cuota, i18n.locale)}${t('compare.per_month')}`)));
  const financedPrice = t('vehicle.spec_financed_price');
  const afterPrices = specs.findIndex((spec) => spec.label === financedPrice) + 1;
  const rows = [
    row(t('compare.row_state'), cars.map((car) => {
      const state = ESTADOS[car.estado_id];
      return text(state ? t(state) : null);
    })),
    row(t('compare.row_branch'), cars.map((car) => {
      const branch = branchById(car.sede_id);
      return text(`${branch.name} (${branch.island})`);
    })),
    ...specs.slice(0, afterPrices),
    payment,
    ...specs.slice(afterPrices),
    row(t('compare.row_dgt_label'), cars.map((car) => {
      const image = ecoImage(car, i18n);
      return image && { image };
    })),
  ];
  return rows.filter((candidate) => candidate.cells.some((cell) => cell !== null));
}
