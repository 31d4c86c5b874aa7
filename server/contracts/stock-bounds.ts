/**
 * The staff vehicle forms' constants without zod (back-office §5, §9), so the pages can set
 * their inputs' min/max and texts at first load; the schemas in stock-forms.ts use the same.
 */

export const INTEGER_MESSAGE = 'Introduce un número entero.';
export const OPTION_MESSAGE = 'Selecciona una opción válida.';

export const VEHICLE_CREATED_MESSAGE = 'Vehículo creado con éxito.';
export const VEHICLE_UPDATED_MESSAGE = '¡Vehículo actualizado correctamente!';

/** The megabyte the upload limits and their messages count in. */
export const MB = 1024 * 1024;

/** Upload sizes, checked by the server (server/http/uploads.ts) and, before sending, by the pages. */
export const PHOTO_LIMITS = {
  /** One photo: a phone's or a camera's JPEG is 3–12 MB. */
  fileBytes: 20 * MB,
  files: 40,
  /** The whole request: photos plus the form's fields. */
  requestBytes: 200 * MB,
} as const;

export const VIDEO_MAX_BYTES = 200 * MB;

export const PHOTO_TOO_LARGE_MESSAGE = `Cada foto puede pesar como máximo ${PHOTO_LIMITS.fileBytes / MB} MB.`;
export const PHOTOS_TOO_MANY_MESSAGE = `Puedes subir como máximo ${PHOTO_LIMITS.files} fotos a la vez.`;
export const PHOTOS_TOO_HEAVY_MESSAGE = `Las fotos nuevas suman más de ${PHOTO_LIMITS.requestBytes / MB} MB: guárdalas en dos veces.`;
export const VIDEO_TOO_LARGE_MESSAGE = `El vídeo puede pesar como máximo ${VIDEO_MAX_BYTES / MB} MB.`;

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
