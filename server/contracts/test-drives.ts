import { z } from 'zod';

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
  desde: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    })
    .optional(),
  dias: z.coerce.number().int().min(1).max(TEST_DRIVE_DAYS).default(TEST_DRIVE_DAYS),
});

/** The answer: each day asked for (Canary calendar days), with the start of each free slot (ISO instants), and how long a drive lasts. */
export interface SlotsResponse {
  minutos: number;
  dias: { fecha: string; huecos: string[] }[];
}
