import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import { LEGAL_REQUIRED_MESSAGE } from './lead-forms.ts';
import type { SharedProps } from './pages.ts';

/**
 * Saved searches with e-mail alerts: 'Crear alerta' on /buscar posts JSON to POST /alertas;
 * the confirmation mail's link opens /alertas/confirmar/{token}, every mail's unsubscribe link
 * /alertas/baja/{token}.
 */

export const ALERT_EMAIL_MESSAGE = 'Introduce un correo electrónico válido.';
export const ALERT_FILTERS_MESSAGE = 'La búsqueda no es válida. Recarga la página e inténtalo de nuevo.';
export const ALERT_SOLD_MESSAGE = 'Las alertas avisan de coches a la venta: quita «Vendidos» de la búsqueda.';
/** Unconfirmed alerts one mailbox may have waiting, and alerts one mailbox may have in all. */
export const MAX_PENDING_ALERTS = 5;
export const MAX_ALERTS_PER_EMAIL = 20;

/**
 * The answer of every accepted request: a new alert, the same search saved again, or one past a
 * mailbox's caps, which stores nothing. It says nothing of the address, and states the caps.
 */
export const ALERT_CREATED_MESSAGE = `Hecho. Si la alerta es nueva, te enviamos un correo: abre su enlace para confirmarla y empezar a recibir los coches nuevos. Cada correo puede tener ${MAX_PENDING_ALERTS} alertas sin confirmar y ${MAX_ALERTS_PER_EMAIL} en total.`;

/**
 * An unconfirmed alert is deleted after these days; one without activity (confirming it, saving
 * the search again, or a digest mailed) after these months.
 */
export const UNCONFIRMED_ALERT_DAYS = 7;
export const IDLE_ALERT_MONTHS = 6;

/** Cars shown in one digest mail (the rest are behind its link to the search). */
export const DIGEST_CARS = 10;

export const alertSchema = z.object({
  email: z
    .string({ error: ALERT_EMAIL_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(254, { error: ALERT_EMAIL_MESSAGE })
    .pipe(z.email({ error: ALERT_EMAIL_MESSAGE })),
  /** /buscar's filters as its query parameters (the search box's state, or the page's URL). */
  filtros: z.record(z.string(), z.unknown(), { error: ALERT_FILTERS_MESSAGE }),
  legal: z.literal(true, { error: LEGAL_REQUIRED_MESSAGE }),
});

export type AlertForm = z.input<typeof alertSchema>;

/** The JSON answers of POST /alertas: 201 `{message}`; 422 `{message, errors}`; 419, 429 or 5xx `{message}`. */
export interface AlertResponse {
  message: string;
  errors?: Partial<Record<keyof AlertForm, string[]>>;
}

/**
 * The alert page: 'confirmar' (the confirmation link, before its button), 'confirmada', 'baja'
 * (the unsubscribe link, before its button), 'dada_de_baja' (after it) or 'no_existe'
 * (unsubscribed, expired or never made).
 */
export type AlertaEstado = 'confirmar' | 'confirmada' | 'baja' | 'dada_de_baja' | 'no_existe';

export interface AlertaProps extends SharedProps {
  estado: AlertaEstado;
  /** The alert's search in words and its /buscar address; null when it does not exist. */
  alerta: { resumen: string; buscarUrl: string } | null;
  /** Where the page's button posts; null when there is nothing to do. */
  accion: string | null;
}
