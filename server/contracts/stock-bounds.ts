/**
 * The staff vehicle forms' constants without zod (back-office §5, §9), so the pages can set
 * their inputs' min/max and texts at first load; the schemas in stock-forms.ts use the same.
 */

export const REQUIRED_MESSAGE = 'Este campo es obligatorio.';
export const INTEGER_MESSAGE = 'Introduce un número entero.';
export const OPTION_MESSAGE = 'Selecciona una opción válida.';

export const VEHICLE_CREATED_MESSAGE = 'Vehículo creado con éxito.';
export const VEHICLE_UPDATED_MESSAGE = '¡Vehículo actualizado correctamente!';

/** Upper bounds the spec leaves open, so a typo cannot store a nonsense value. */
export const MAX_PRICE = 100_000_000;
export const MAX_KILOMETROS = 10_000_000;

/** Spec §9: the create and the edit forms' numeric bounds differ; both are kept as given. */
export const CREATE_BOUNDS = {
  kilometros: { min: 1, max: MAX_KILOMETROS },
  anyo: { min: 1900, max: 2030 },
  cilindrada: { min: 1, max: 20_000 },
  potencia: { min: 1, max: 20_000 },
  marchas: { min: 1, max: 18 },
  cilindros: { min: 1, max: 18 },
  puertas: { min: 1, max: 10 },
  plazas: { min: 1, max: 20 },
  emisiones: { min: 1, max: 2_000 },
  precio: { min: 0, max: MAX_PRICE },
  precio_oferta: { min: 0, max: MAX_PRICE },
} as const;

export const EDIT_BOUNDS = {
  ...CREATE_BOUNDS,
  kilometros: { min: 0, max: MAX_KILOMETROS },
  cilindrada: { min: 1, max: 10_000 },
  puertas: { min: 1, max: 18 },
  plazas: { min: 1, max: 18 },
  emisiones: { min: 1, max: 900 },
} as const;

export type VehicleBounds = typeof CREATE_BOUNDS | typeof EDIT_BOUNDS;
