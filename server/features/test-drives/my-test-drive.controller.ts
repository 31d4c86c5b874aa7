import type { Request, Response } from 'express';
import type { PruebaEstado } from '../../contracts/test-drives.ts';
import { route } from '../../contracts/routes.ts';
import { branchById } from '../../contracts/site.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { translator } from '../../i18n/index.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { linkToken } from '../../lib/link-token.ts';
import { namedCars, publicCar } from '../catalogue/index.ts';
import { driveByToken } from './test-drives.queries.ts';
import { cancelDrive } from './test-drives.service.ts';

/**
 * 'Mi prueba' and its cancellation. The token is the drive's key: nothing here is stored by a
 * cache, and an unknown token is a plain 404 that tells nothing.
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
  const branch = branchById(drive.sede_id);
  res.set('Cache-Control', 'no-store');
  await res.inertia.render('MiPrueba', {
    estado: drive.estado as PruebaEstado,
    coche: { titulo: car ? vehicleTitle(car) : translator(req.locale).t('mail.car_fallback'), url: car && publicCar.holds(car) ? vehicleHref(car.slug) : null },
    inicio: drive.inicio.toISOString(),
    fin: drive.fin.toISOString(),
    sede: { nombre: branch.name, direccion: branch.address.join(', '), mapa: branch.mapsUrl },
    vendedor: drive.vendedor,
    cancelar: drive.estado === 'reservada' ? route('pruebas.cancelar', { token }) : null,
  });
}

/** POST /prueba/{token}/cancelar: cancels the drive (once), then back to its page, which says so. */
export async function cancel(req: Request, res: Response) {
  const token = tokenOf(req);
  await cancelDrive(token);
  res.redirect(303, route('pruebas.show', { token }, req.locale));
}
