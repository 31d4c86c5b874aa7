import { z } from 'zod';
import { isCalendarDay } from './canary-date.ts';
import { LEGAL_REQUIRED_MESSAGE } from './lead-forms.ts';
import { checkbox, email, id, phone, text } from './leads.ts';
import type { SharedProps } from './pages.ts';

/**
 * Test drives booked in real slots ('Reservar prueba'): the days a visitor can choose from, and
 * the contract of GET /vehiculo/{slug}/huecos.
 */

/** How many days ahead a visitor can book, from today. */
export const TEST_DRIVE_DAYS = 14;

/** The least notice a drive is booked with: the car is prepared and a salesperson told. */
export const TEST_DRIVE_NOTICE_MINUTES = 120;

/** GET /vehiculo/{slug}/huecos?desde=YYYY-MM-DD&dias=N: from today at the earliest, TEST_DRIVE_DAYS at most. */
export const slotsQuerySchema = z.object({
  desde: z.string().refine(isCalendarDay).optional(),
  dias: z.coerce.number().int().min(1).max(TEST_DRIVE_DAYS).default(TEST_DRIVE_DAYS),
});

/** The answer: each day asked for (Canary calendar days), with the start of each free slot (ISO instants), and how long a drive lasts. */
export interface SlotsResponse {
  minutos: number;
  dias: { fecha: string; huecos: string[] }[];
}

export const TEST_DRIVE_MESSAGES = {
  slot: 'Elige un hueco libre.',
  unavailable: 'Este coche ya no está disponible para pruebas.',
} as const;

/** POST /pruebas: the visitor's contact, the car, the start of the chosen slot and the consent. */
export const testDriveSchema = z.object({
  nombre: text(100),
  apellidos: text(150),
  telefono: phone(),
  email: email(),
  coche: id('Vehículo no válido.'),
  inicio: z.iso.datetime({ error: TEST_DRIVE_MESSAGES.slot }),
  legal: checkbox(LEGAL_REQUIRED_MESSAGE),
});

export type TestDriveFields = z.input<typeof testDriveSchema>;

/**
 * The JSON answers of POST /pruebas: 201 `{message, prueba}`; 409 `{message, alternativas}` when
 * the slot was taken meanwhile (the next free starts); 422 `{message, errors}`; 419, 429, 5xx `{message}`.
 */
export interface TestDriveResponse {
  message: string;
  prueba?: { inicio: string; fin: string; sede: string };
  alternativas?: string[];
  errors?: Partial<Record<keyof TestDriveFields, string[]>>;
}

/** POST /prueba/{token}/mover: the start of the new slot. Answers as POST /pruebas does: 200 `{message, prueba}`, 409 `{message, alternativas}` (none when the drive can no longer move). */
export const moveDriveSchema = z.object({ inicio: testDriveSchema.shape.inicio });

export type PruebaEstado = 'reservada' | 'hecha' | 'no_presentado' | 'cancelada';

/** Who cancelled a drive: its visitor, the car (reserved, sold or off the site) or staff. */
export type CanceladaPor = 'visitante' | 'coche' | 'personal';

/** 'Mi prueba' (/prueba/{token}), linked from the drive's mails: the drive, and its cancellation while it is booked. */
export interface MiPruebaProps extends SharedProps {
  estado: PruebaEstado;
  cancelada_por: CanceladaPor | null;
  coche: { titulo: string; url: string | null };
  /** ISO instants of the drive. */
  inicio: string;
  fin: string;
  sede: { nombre: string; direccion: string; mapa: string };
  vendedor: string;
  /** Where the cancellation posts; null once the drive is no longer booked. */
  cancelar: string | null;
  /** Moving it to another slot, while it is booked and its car still takes drives: where the car's free slots are read, and where the new start posts. */
  mover: { huecos: string; accion: string } | null;
}
