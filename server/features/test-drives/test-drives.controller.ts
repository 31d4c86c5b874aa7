import type { Request, Response } from 'express';
import { addDays, canaryDate, canaryDaysBetween } from '../../contracts/canary-date.ts';
import { type SlotsResponse, slotsQuerySchema, TEST_DRIVE_DAYS, TEST_DRIVE_NOTICE_MINUTES, type TestDriveResponse, testDriveSchema } from '../../contracts/test-drives.ts';
import { companyDetails } from '../../core/company-details.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { validate } from '../../lib/validation.ts';
import { translator } from '../../i18n/index.ts';
import { carForTestDrive, carSlug } from '../catalogue/index.ts';
import { senderOf } from '../leads/index.ts';
import { freeSlots } from './slots.queries.ts';
import { bookTestDrive } from './test-drives.service.ts';

/** How long a browser or a CDN may reuse the slots: a booking takes them within seconds anyway, and the booking itself is what checks. */
const SLOTS_MAX_AGE_SECONDS = 15;

/**
 * GET /vehiculo/{slug}/huecos?desde=YYYY-MM-DD&dias=N (JSON): the car's free test-drive slots,
 * day by day, from `desde` (today at the earliest) for `dias` days, never past the booking window
 * (TEST_DRIVE_DAYS from today). A reserved or sold car has none; an unknown one is a 404.
 */
export async function slots(req: Request, res: Response) {
  const slug = carSlug(req);
  const car = slug === null ? null : await carForTestDrive({ slug });
  if (!car) throw new NotFoundError();
  const query = validate(slotsQuerySchema, req.query);
  const now = new Date();
  const today = canaryDate(now);
  const from = query.desde && query.desde > today ? query.desde : today;
  const left = TEST_DRIVE_DAYS - canaryDaysBetween(new Date(`${today}T12:00:00Z`), new Date(`${from}T12:00:00Z`));
  const days = Math.max(0, Math.min(query.dias, left));
  const { pruebas } = await companyDetails();
  const free = car.libre && days > 0 ? await freeSlots(car, { from, days, now }, pruebas.minutos, TEST_DRIVE_NOTICE_MINUTES) : [];
  const body: SlotsResponse = {
    minutos: pruebas.minutos,
    dias: Array.from({ length: days }, (_, index) => {
      const fecha = addDays(from, index);
      return { fecha, huecos: free.filter((slot) => slot.dia === fecha).map((slot) => slot.inicio.toISOString()) };
    }),
  };
  res.set('Cache-Control', `public, max-age=${SLOTS_MAX_AGE_SECONDS}`);
  res.json(body);
}

/** The answer of a stored booking: also what a robot caught by the honeypot gets. */
export function answerBooked(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('vehicle.test_drive_booked') } satisfies TestDriveResponse);
}

/**
 * POST /pruebas (JSON): books a test drive. 201 once the enquiry, the drive and its mails' jobs
 * are stored; 409 with the next free starts when the slot was taken meanwhile.
 */
export async function book(req: Request, res: Response) {
  const form = validate(testDriveSchema, req.body);
  const booking = await bookTestDrive(form, senderOf(req));
  const { t } = translator(req.locale);
  if (!booking.booked) {
    res.status(409).json({ message: t('vehicle.test_drive_taken'), alternativas: booking.alternativas } satisfies TestDriveResponse);
    return;
  }
  res.status(201).json({
    message: t('vehicle.test_drive_booked'),
    prueba: { inicio: booking.inicio.toISOString(), fin: booking.fin.toISOString(), sede: booking.sede },
  } satisfies TestDriveResponse);
}
