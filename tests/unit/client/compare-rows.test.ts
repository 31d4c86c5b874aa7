import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '../../../server/contracts/pages.ts';
import { compareRows } from '../../../resources/js/Components/Compare/compare-rows.ts';
import { specRows } from '../../../resources/js/Components/Vehicle/specs.ts';
import { vehicleDetailFixture } from '../../support/vehicle-fixtures.ts';
import { translator } from '../../../server/i18n/index.ts';

/** The Spanish page's translator, as /vehiculo and /comparar give it. */
const spanish = translator('es');

const car = (extra: Partial<VehicleDetail> & { id: number }): VehicleDetail =>
  vehicleDetailFixture({ marca: { id: 1, nombre: 'Audi' }, modelo: { id: 2, nombre: 'A3' }, year: 2022, kilometros: 18500, potencia: 150, precio: 31900, color: 'Gris', ...extra });

const byLabel = (cars: VehicleDetail[]) => new Map(compareRows(cars, spanish).map((row) => [row.label, row]));

describe('the comparison’s rows', () => {
  it('lines the cars up on every row of the car page, with their state, branch and payment', () => {
    const a = car({ id: 1, cuota: 412, sede_id: 1, eco_id: 3, cilindrada: 1498 });
    const b = car({ id: 2, kilometros: 40000, cuota: 398, sede_id: 3, eco_id: 3, cilindrada: null });
    const rows = byLabel([a, b]);
    // Every row either car shows on its page is there, in the page's order.
    const pageLabels = [...new Set([...specRows(a, spanish), ...specRows(b, spanish)].map((row) => row.label))];
    const labels = compareRows([a, b], spanish).map((row) => row.label);
    expect(labels.filter((label) => pageLabels.includes(label))).toEqual(pageLabels);
    expect(labels.slice(0, 2)).toEqual(['Estado', 'Sede']);
    expect(labels.indexOf('Cuota desde')).toBe(labels.indexOf('Color') - 1);

    expect(rows.get('Kilómetros')).toEqual({ label: 'Kilómetros', cells: [{ value: '18.500' }, { value: '40.000' }], differs: true });
    expect(rows.get('Año')).toMatchObject({ differs: false });
    expect(rows.get('Sede')).toEqual({ label: 'Sede', cells: [{ value: 'Tarahales (Gran Canaria)' }, { value: 'Santa Cruz de Tenerife (Tenerife)' }], differs: true });
    expect(rows.get('Cuota desde')!.cells).toEqual([{ value: '412,00 €/mes*' }, { value: '398,00 €/mes*' }]);
    // A value one car lacks is an empty cell, and a difference.
    expect(rows.get('Cilindrada (cc)')).toEqual({ label: 'Cilindrada (cc)', cells: [{ value: '1.498' }, null], differs: true });
    expect(rows.get('Distintivo ambiental')).toMatchObject({ cells: [{ image: { src: '/img/dgt/b.svg' } }, { image: { src: '/img/dgt/b.svg' } }], differs: false });
  });

  it('leaves out a row no car has a value for, and a sold car’s prices and payment', () => {
    const sold = car({ id: 3, estado_id: 3, coche_estado: 3, cuota: null, marchas: null });
    const other = car({ id: 4, marchas: null, cuota: null });
    const rows = byLabel([sold, other]);
    expect(rows.has('Marchas')).toBe(false);
    expect(rows.has('Cuota desde')).toBe(false);
    expect(rows.get('Precio')).toEqual({ label: 'Precio', cells: [null, { value: '31.900 €' }], differs: true });
    expect(rows.get('Estado')!.cells).toEqual([{ value: 'Vendido' }, { value: 'Disponible' }]);
  });
});
