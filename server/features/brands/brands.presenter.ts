import type { ModeloRow } from '../../contracts/brands.ts';
import type { ModeloRecord } from './brands.queries.ts';

export function modeloRow(record: ModeloRecord): ModeloRow {
  return { id: record.id, nombre: record.nombre, marca: { id: record.marca.id, nombre: record.marca.nombre } };
}
