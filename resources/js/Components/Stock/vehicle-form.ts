import { DGT_LABELS } from '@contracts/vehicle';
import type { EditableVehicle } from '@contracts/stock';

/**
 * The staff vehicle form's state (back-office §3): every value as the text its control holds,
 * under the edit form's names (marca_id, garantia_id); the create request renames two of them.
 */

export const VEHICLE_FIELDS = [
  'nombre', 'marca_id', 'modelo_id', 'anyo', 'matricula', 'color', 'carroceria_id',
  'kilometros', 'combustible_id', 'cambio_id', 'cilindrada', 'potencia', 'cilindros', 'marchas', 'emisiones', 'eco_id',
  'precio', 'precio_oferta', 'estado_id', 'sede_id', 'garantia_id', 'fecha_entrada', 'puertas', 'plazas', 'caracteristicas',
] as const;

export type VehicleField = (typeof VEHICLE_FIELDS)[number];
export type VehicleValues = Record<VehicleField, string>;
export type VehicleErrors = Partial<Record<VehicleField | 'fotos', string>>;

export const ESTADOS = [
  { id: 1, nombre: 'NORMAL' },
  { id: 2, nombre: 'RESERVADO' },
  { id: 3, nombre: 'VENDIDO' },
] as const;

/** The DGT labels as the staff select lists them. */
export const ECO_LABELS = DGT_LABELS.map(({ id, titulo }) => ({ id, nombre: titulo }));

/** The create form's request names (§3: the brand is sent as 'marcas', the warranty as 'garantia'). */
const CREATE_NAMES: Partial<Record<VehicleField, string>> = { marca_id: 'marcas', garantia_id: 'garantia' };

export function emptyVehicle(): VehicleValues {
  const values = Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, ''])) as VehicleValues;
  return { ...values, estado_id: '1' };
}

export function vehicleValues(coche: EditableVehicle): VehicleValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, text(coche[field])])) as VehicleValues;
}

/** The values under the request's names: the create form's or the edit form's. */
export function requestFields(values: VehicleValues, mode: 'create' | 'edit'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of VEHICLE_FIELDS) fields[(mode === 'create' && CREATE_NAMES[field]) || field] = values[field];
  return fields;
}

/** Back from request names to the form's, for the errors of a create request. */
export function formField(name: string): VehicleField | 'fotos' | undefined {
  const renamed = Object.entries(CREATE_NAMES).find(([, requestName]) => requestName === name)?.[0];
  const field = renamed ?? name;
  return field === 'fotos' || (VEHICLE_FIELDS as readonly string[]).includes(field) ? (field as VehicleField | 'fotos') : undefined;
}

/**
 * The server's field errors ({field: [messages]}) on the form's fields: the first message
 * each, and every photo's message under 'fotos' (each names its file).
 */
export function serverErrors(errors: Record<string, string[] | string> | undefined): VehicleErrors {
  const result: VehicleErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const field = formField(name.replace(/\..*$/, ''));
    const list = Array.isArray(messages) ? messages : [messages];
    if (field && list.length > 0) result[field] = field === 'fotos' ? list.join(' ') : list[0];
  }
  return result;
}

/** 512 B, 14.2 KB, 3.4 MB (§2: the photos' total size). */
export function formatBytes(bytes: number): string {
  const number = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
