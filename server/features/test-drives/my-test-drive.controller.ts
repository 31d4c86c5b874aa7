import type { Request, Response } from 'express';
import { moveDriveSchema, type PruebaEstado, type TestDriveResponse } from '../../contracts/test-drives.ts';
import { route } from '../../contracts/routes.ts';
import { branchById } from '../../contracts/site.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { translator } from '../../i18n/index.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { linkToken } from '../../lib/link-token.ts';
import { validate } from '../../lib/validation.ts';
import { carForTestDrive, namedCars, publicCar } from '../catalogue/index.ts';
import { driveByToken } from './test-drives.queries.ts';
import { cancelDrive, moveDrive } from './test-drives.service.ts';

/**
 * 'Mi prueba', its cancellation and its move. The token is the drive's key: nothing here is
 * stored by a cache, and an unknown token is a plain 404 that tells nothing.
 */

const tokenOf = (req: Request) => {
  const token = linkToken(req);
  if (!token) throw new NotFoundError();
  return token;
};

/** GET /prueba/{token} (MiPrueba). */
export async function show(req: Request, res: Response) {
  const token = tokenOf(req);
  const drive = await driveByToken(token);
  if (!drive) throw new NotFoundError();
  const car = (await namedCars([drive.coche_id])).get(drive.coche_id);
  const onSite = car !== undefined && publicCar.holds(car);
  const branch = branchById(drive.sede_id);
  // Still to come: a drive under way or past is neither moved nor cancelled.
  const booked = drive.estado === 'reservada' && drive.inicio > new Date();
  const movable = booked && onSite && (await carForTestDrive({ id: drive.coche_id }))?.libre === true;
  res.set('Cache-Control', 'no-store');
  await res.inertia.render('MiPrueba', {
    estado: drive.estado as PruebaEstado,
    cancelada_por: drive.cancelada_por,
    coche: { titulo: car ? vehicleTitle(car) : translator(req.locale).t('mail.car_fallback'), url: onSite ? vehicleHref(car.slug) : null },
    inicio: drive.inicio.toISOString(),
    fin: drive.fin.toISOString(),
    sede: { nombre: branch.name, direccion: branch.address.join(', '), mapa: branch.mapsUrl },
    vendedor: drive.vendedor,
    cancelar: booked ? route('pruebas.cancelar', { token }) : null,
    mover: movable ? { huecos: route('vehiculo.huecos', { slug: car.slug }), accion: route('pruebas.mover', { token }) } : null,
  });
}

/** POST /prueba/{token}/cancelar: cancels the drive (once), then back to its page, which says so. */
export async function cancel(req: Request, res: Response) {
  const token = tokenOf(req);
  await cancelDrive({ token }, null);
  res.redirect(303, route('pruebas.show', { token }, req.locale));
}

/** POST /prueba/{token}/mover (JSON): moves the drive to a free start; 409 with the next free ones when it is taken, or with none when the drive can no longer move. */
export async function move(req: Request, res: Response) {
  const token = tokenOf(req);
  const { inicio } = validate(moveDriveSchema, req.body);
  const outcome = await moveDrive({ token }, inicio, null);
  if (outcome === 'missing') throw new NotFoundError();
  const { t } = translator(req.locale);
  if (outcome === 'closed') {
    res.status(409).json({ message: t('testdrive.move_closed') } satisfies TestDriveResponse);
    return;
  }
  if (!outcome.moved) {
    res.status(409).json({ message: t('vehicle.test_drive_taken'), alternativas: outcome.alternativas } satisfies TestDriveResponse);
    return;
  }
  const drive = await driveByToken(token);
  res.json({
    message: t('testdrive.moved'),
    prueba: { inicio: outcome.inicio.toISOString(), fin: outcome.fin.toISOString(), sede: branchById(drive!.sede_id).name },
  } satisfies TestDriveResponse);
}
