import type { Request, Response } from 'express';
import { parseId } from '../../contracts/search.ts';
import type { VideoUploadedAnswer } from '../../contracts/stock.ts';
import { photoOrderSchema } from '../../contracts/stock-forms.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { fieldError, validate } from '../../lib/validation.ts';
import { pathId } from '../../lib/path-id.ts';
import { deleteVehiclePhotoFiles } from '../../media/photos.ts';
import { deleteVideoFile, storeVehicleVideo, VIDEO_FIELD } from '../../media/videos.ts';
import { deletePhotoRow, deleteVideoRow, findPhoto, findVideo, photoOwners, replaceVideo, setPhotoOrders, vehicleExists } from './stock.queries.ts';

/** The edit page's photo and video calls (back-office §7); all answer JSON. */

export const VIDEO_UPLOADED_MESSAGE = '¡Video subido correctamente!';
const VIDEO_REQUIRED_MESSAGE = 'Selecciona un vídeo.';
const PHOTOS_OF_ONE_CAR_MESSAGE = 'Las fotos deben ser de un mismo vehículo.';

const idParam = (req: Request, what: string) => pathId(req, `${what} no encontrado.`);

/** DELETE /dashboard/foto/delete/{id}: the row, then every stored variant. */
export async function destroyPhoto(req: Request, res: Response) {
  const photo = await findPhoto(idParam(req, 'Foto'));
  if (!photo) throw new NotFoundError('Foto no encontrada.');
  await deletePhotoRow(photo.id);
  await deleteVehiclePhotoFiles(photo.id);
  res.json({ success: true });
}

/** POST /dashboard/coche/update-photo-order: JSON [{id, order}], the saved photos of one car. */
export async function photoOrder(req: Request, res: Response) {
  const orders = validate(photoOrderSchema, req.body);
  const ids = [...new Set(orders.map((entry) => entry.id))];
  const owners = await photoOwners(ids);
  if (owners.length !== ids.length || new Set(owners.map((owner) => owner.coche_id)).size !== 1) {
    throw fieldError('fotos', PHOTOS_OF_ONE_CAR_MESSAGE);
  }
  await setPhotoOrders(orders);
  res.json({ success: true });
}

/** POST /upload-video (multipart: video, coche_id): replaces the car's video. */
export async function storeVideo(req: Request, res: Response) {
  const file = req.file;
  const cocheId = parseId(req.body?.coche_id);
  if (cocheId === null || !(await vehicleExists(cocheId))) throw fieldError('coche_id', 'Vehículo no encontrado.');
  if (!file) throw fieldError(VIDEO_FIELD, VIDEO_REQUIRED_MESSAGE);
  const filename = await storeVehicleVideo(file.path, cocheId);
  const { video, dropped } = await replaceVideo(cocheId, filename).catch(async (error: unknown) => {
    await deleteVideoFile(filename);
    throw error;
  });
  await Promise.all(dropped.map((name) => deleteVideoFile(name)));
  const answer: VideoUploadedAnswer = {
    success: true,
    video: { ...video, url: `/videos/${encodeURIComponent(video.filename)}` },
    message: VIDEO_UPLOADED_MESSAGE,
  };
  res.status(201).json(answer);
}

/** DELETE /videos/{id}: the row and its file. */
export async function destroyVideo(req: Request, res: Response) {
  const video = await findVideo(idParam(req, 'Vídeo'));
  if (!video) throw new NotFoundError('Vídeo no encontrado.');
  await deleteVideoRow(video.id);
  await deleteVideoFile(video.filename);
  res.json({ success: true });
}
