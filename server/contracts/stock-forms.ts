import { z } from 'zod';
import { canaryDate } from './canary-date.ts';
import { formatNumber } from './format.ts';
import { CREATE_BOUNDS, EDIT_BOUNDS, INTEGER_MESSAGE, OPTION_MESSAGE, type VehicleBounds } from './stock-bounds.ts';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import { parseEntryDate } from './stock-import.ts';

/**
 * The staff vehicle forms (back-office §3, §5, §9): one schema for create and one for edit,
 * shared by the client and the server. Multipart sends every value as text, so numbers are
 * parsed here (plain integers only) and an empty field counts as not sent.
 */

export { CREATE_BOUNDS, EDIT_BOUNDS, INTEGER_MESSAGE, MAX_KILOMETROS, MAX_PRICE, OPTION_MESSAGE, VEHICLE_CREATED_MESSAGE, VEHICLE_UPDATED_MESSAGE } from './stock-bounds.ts';

type Bounds = VehicleBounds;
type Bound = { min: number; max: number };

const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return Array.isArray(value) ? value[0] : value;
};

const asInteger = (value: unknown) => (typeof value === 'string' && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : value);

const integer = ({ min, max }: Bound) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : INTEGER_MESSAGE) })
    .int({ error: INTEGER_MESSAGE })
    .min(min, { error: `El valor mínimo es ${formatNumber(min)}.` })
    .max(max, { error: `El valor máximo es ${formatNumber(max)}.` });

/** A required whole number within `bound`, typed plain ('45000'). */
export const requiredInt = (bound: Bound) => z.preprocess((value) => asInteger(blankToUndefined(value)), integer(bound));
const optionalInt = (bound: Bound) => z.preprocess((value) => asInteger(blankToUndefined(value)), integer(bound).nullable().default(null));

/** A lookup id (brand, model, body…): a positive integer within PostgreSQL's integer range. */
const lookupId = () =>
  z.preprocess(
    (value) => asInteger(blankToUndefined(value)),
    z.number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : OPTION_MESSAGE) }).int({ error: OPTION_MESSAGE }).min(1, { error: OPTION_MESSAGE }).max(2_147_483_647, { error: OPTION_MESSAGE }),
  );

const text = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(max, { error: `Máximo ${max} caracteres.` }),
  );
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: `Máximo ${max} caracteres.` }).nullable().default(null));

/** 1 NORMAL, 2 RESERVADO, 3 VENDIDO. */
const estado = () => z.preprocess((value) => asInteger(blankToUndefined(value)), z.union([z.literal(1), z.literal(2), z.literal(3)], { error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : OPTION_MESSAGE) }));
/** The branch: 1 Tarahales, 2 El Tablero, 3 Tenerife (contracts/site.ts branches); required. */
const sede = () => z.preprocess((value) => asInteger(blankToUndefined(value)), z.union([z.literal(1), z.literal(2), z.literal(3)], { error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : OPTION_MESSAGE) }));
/** 1 Cero, 2 ECO, 3 B, 4 C; empty is allowed. */
const eco = () => z.preprocess((value) => asInteger(blankToUndefined(value)), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: OPTION_MESSAGE }).nullable().default(null));

export const ENTRY_DATE_MESSAGE = 'Fecha no válida: desde 1990 y no posterior a hoy.';

const isPastDay = (value: string) => parseEntryDate(value, canaryDate()) === value;

/** A day of a car's past (a date input's YYYY-MM-DD), from 1990 to today in the Canary Islands. */
export const pastDay = () => z.preprocess(blankToUndefined, z.string({ error: REQUIRED_MESSAGE }).refine(isPastDay, { error: ENTRY_DATE_MESSAGE }));

/**
 * The car's real entry into the stock: the aging report's days in stock count from it. Empty:
 * today for a new car, unchanged on edit.
 */
const entryDate = () => z.preprocess(blankToUndefined, z.string().refine(isPastDay, { error: ENTRY_DATE_MESSAGE }).optional());

/** The fields both forms share, with the given bounds; brand and warranty are added per form. */
function vehicleFields(bounds: Bounds, optionalOnEdit: boolean) {
  const maybe = (bound: Bound) => (optionalOnEdit ? optionalInt(bound) : requiredInt(bound));
  return {
    nombre: text(150),
    modelo_id: lookupId(),
    kilometros: requiredInt(bounds.kilometros),
    anyo: requiredInt(bounds.anyo),
    cilindrada: requiredInt(bounds.cilindrada),
    estado_id: estado(),
    sede_id: sede(),
    eco_id: eco(),
    precio: requiredInt(bounds.precio),
    precio_oferta: optionalInt(bounds.precio_oferta),
    matricula: optionalText(20),
    carroceria_id: lookupId(),
    combustible_id: lookupId(),
    marchas: maybe(bounds.marchas),
    puertas: requiredInt(bounds.puertas),
    plazas: requiredInt(bounds.plazas),
    color: text(60),
    potencia: requiredInt(bounds.potencia),
    cambio_id: lookupId(),
    cilindros: maybe(bounds.cilindros),
    emisiones: requiredInt(bounds.emisiones),
    caracteristicas: optionalText(5_000),
    fecha_entrada: entryDate(),
  };
}

/** The create form: the brand arrives as 'marcas' and the warranty as 'garantia' (§3). */
export const createVehicleSchema = z.object({ ...vehicleFields(CREATE_BOUNDS, false), marcas: lookupId(), garantia: lookupId() });

/** The edit form: marca_id and garantia_id; marchas and cilindros optional (§5); activo as 1/0 when sent. */
export const editVehicleSchema = z.object({
  ...vehicleFields(EDIT_BOUNDS, true),
  marca_id: lookupId(),
  garantia_id: lookupId(),
  activo: z.preprocess(blankToUndefined, z.enum(['1', '0', 'true', 'false']).optional()).transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
});

export type CreateVehicleForm = z.output<typeof createVehicleSchema>;
export type EditVehicleForm = z.output<typeof editVehicleSchema>;

/** The edit page's drag-to-reorder call: the saved photos of one car, each with its new order. */
export const photoOrderSchema = z
  .array(z.object({ id: z.number().int().min(1).max(2_147_483_647), order: z.number().int().min(0).max(10_000) }), { error: 'Envía una lista de fotos con su orden.' })
  .min(1, { error: 'Envía al menos una foto.' })
  .max(200, { error: 'Demasiadas fotos.' });
