import type { FinanceChoice } from '@contracts/finance';

/** The 'Contactar' form's data, as the contract's schema reads it. */
export interface ContactFields {
  nombre: string;
  apellidos: string;
  telefono: string;
  correo: string;
  mensaje: string;
  legal: boolean;
  vehiculo: number;
  /** The calculator's deposit and term, set when the message is sent with them. */
  financiacion: FinanceChoice | null;
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  hp_gtcars: string;
}

/** Fields in the order they appear, to move focus to the first one with an error. */
export const FIELD_ORDER = ['nombre', 'apellidos', 'telefono', 'correo', 'mensaje', 'legal'] as const;
