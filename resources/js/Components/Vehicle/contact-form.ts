import type { z } from 'zod';

/** The 'Contactar' form's data, as the contract's schema reads it. */
export interface ContactFields {
  nombre: string;
  apellidos: string;
  telefono: string;
  correo: string;
  mensaje: string;
  legal: boolean;
  vehiculo: number;
}

export const CONTACT_URL = '/form/submit/vehiculo';

export const SEND_ERROR = 'No hemos podido enviar tu mensaje. Inténtalo de nuevo o llámanos.';

/** Fields in the order they appear, to move focus to the first one with an error. */
export const FIELD_ORDER = ['nombre', 'apellidos', 'telefono', 'correo', 'mensaje', 'legal'] as const;

/** The first message of each field with an issue. */
export function fieldErrors(error: z.ZodError): Partial<Record<keyof ContactFields, string>> {
  const errors: Partial<Record<keyof ContactFields, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ContactFields | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The anti-forgery header for a plain JSON call (spec §7): the token of the page's
 * <meta name="csrf-token">. (Inertia's HTTP client also sends X-XSRF-TOKEN from the cookie.)
 */
export function csrfHeaders(): Record<string, string> {
  const token = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  return token ? { 'X-CSRF-TOKEN': token } : {};
}
