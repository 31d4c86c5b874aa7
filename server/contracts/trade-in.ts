import type { Lookup, PageSeo, SharedProps } from './pages.ts';
import type { TradeInFields } from './trade-in-schema.ts';

/**
 * 'Tasamos tu coche' (/tasacion): a visitor describes the car they would hand in, with up to
 * MAX_TRADE_IN_PHOTOS photos, and asks for a valuation. POST /tasacion is multipart (the photos);
 * it is stored as an enquiry with source 'tasacion', its photos private to staff. The form's zod
 * schema is in trade-in-schema.ts, which the page loads on the first send.
 */

export const MAX_TRADE_IN_PHOTOS = 6;
/** One photo: a phone's picture is 3–12 MB. */
export const TRADE_IN_PHOTO_BYTES = 20 * 1024 * 1024;

export const TRADE_IN_PHOTOS_MESSAGE = `Puedes enviar como máximo ${MAX_TRADE_IN_PHOTOS} fotos.`;
export const TRADE_IN_PHOTO_TOO_LARGE_MESSAGE = `Cada foto puede pesar como máximo ${TRADE_IN_PHOTO_BYTES / 1024 / 1024} MB.`;
/** The picture types the form takes, as the browser names them. */
export const TRADE_IN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const TRADE_IN_SUCCESS_MESSAGE = 'Hemos recibido los datos de tu coche. Un tasador te llamará en menos de 24 horas laborables con una valoración.';
export const TRADE_IN_BRAND_MESSAGE = 'Elige la marca de la lista o escríbela.';

/** The car's condition, as the visitor judges it. */
export const TRADE_IN_CONDITIONS = [
  { value: 'excelente', label: 'Excelente, como nuevo' },
  { value: 'bueno', label: 'Bueno, desgaste normal' },
  { value: 'regular', label: 'Regular, necesita reparaciones' },
  { value: 'averiado', label: 'Averiado o con daños' },
] as const;

export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number]['value'];

export const conditionLabel = (value: string) => TRADE_IN_CONDITIONS.find((condition) => condition.value === value)?.label ?? value;

/** The first registration year a valuation takes. */
export const OLDEST_TRADE_IN_YEAR = 1950;

/** The JSON answers of POST /tasacion: 201 `{message}`; 422 `{message, errors}` (photos under 'fotos'); 413, 419, 429 or 5xx `{message}`. */
export interface TradeInResponse {
  message: string;
  errors?: Partial<Record<keyof TradeInFields | 'fotos', string[]>>;
}

/** GET /tasacion (Tasacion): the form's lists. */
export interface TasacionProps extends SharedProps {
  seo: PageSeo;
  marcas: Lookup[];
  combustibles: Lookup[];
  cambios: Lookup[];
}
