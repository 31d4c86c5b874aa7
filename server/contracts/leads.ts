import { z } from 'zod';
import { MAX_FILTER_ID } from './search.ts';

/**
 * The vehicle contact form (public-site §3 "Vehicle contact form", §5, §8), validated by the
 * server and by the 'Contactar' modal alike.
 */

export const CONTACT_SUCCESS_MESSAGE =
  'El formulario de contacto ha sido enviado exitosamente y será procesado por nuestro equipo a la brevedad.';

export const LEGAL_REQUIRED_MESSAGE = 'Es obligatorio leer y aceptar el aviso legal.';

const REQUIRED = 'Este campo es obligatorio.';

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `Máximo ${max} caracteres.` });

export const vehicleContactSchema = z.object({
  nombre: text(100),
  apellidos: text(150),
  telefono: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .regex(/^\+?[\d\s().-]{9,20}$/, { error: 'Introduce un número de teléfono válido.' }),
  correo: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254, { error: 'Introduce un correo electrónico válido.' })
    .pipe(z.email({ error: 'Introduce un correo electrónico válido.' })),
  vehiculo: z.coerce
    .number({ error: 'Vehículo no válido.' })
    .int({ error: 'Vehículo no válido.' })
    .positive({ error: 'Vehículo no válido.' })
    .max(MAX_FILTER_ID, { error: 'Vehículo no válido.' }),
  mensaje: text(2000),
  legal: z.literal(true, { error: LEGAL_REQUIRED_MESSAGE }),
});

export type VehicleContactForm = z.input<typeof vehicleContactSchema>;

/** The message the form starts with and returns to after a send (§4). */
export function defaultContactMessage(vehicle: { marca: string; modelo: string; nombre: string }): string {
  return `Hola, estoy interesado en el anuncio del ${vehicle.marca} ${vehicle.modelo} ${vehicle.nombre}. Por favor, contacten conmigo.`;
}

/**
 * The JSON answers of POST /form/submit/vehiculo: 201 `{message}`; 422 `{message, errors}` with
 * each field's messages (show the first); 419, 429 or 5xx `{message}`.
 */
export interface ContactResponse {
  message: string;
  errors?: Partial<Record<keyof VehicleContactForm, string[]>>;
}

/** The version of the legal text the forms link to; stored with each lead's consent (GDPR). */
export const LEGAL_TEXT_VERSION = '2026-11';
