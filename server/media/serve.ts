import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { isHiddenPhoto, validStaffPhotoKey } from './hidden-photos.ts';

/**
 * Public media under /storage. Uploaded files come from the storage dir; the defaults shipped
 * with the app from public/storage. Missing media answer 404 here, before sessions and pages.
 *
 * Vehicle photo files are named by photo id, and a photo id's files never change (a new upload
 * is a new photo), so they are cached for a year as immutable. The legacy photo URLs
 * /storage/vehiculos/{compressed,thumbs}/{id}.jpg answer the default image, briefly cached, while
 * a photo does not exist or is not processed yet, so old links and cards never show a broken image.
 * The photos of deleted and inactive cars are not public (hidden-photos.ts).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FALLBACK = 'public, max-age=300';
const BANNER = 'public, max-age=604800';
/** A hidden car's photo opened by staff: their browser may keep it a while, shared caches never. */
const STAFF_ONLY = 'private, max-age=300';

/** A vehicle photo variant under /storage/vehiculos, with its photo id. */
const PHOTO_PATH = /^\/(?:compressed|thumbs|og|responsive)\/(\d+)(?:-\d+)?\.(?:jpg|webp|avif)$/;

/** Vehicle photo variants: '12.jpg', '12-960.webp', '12-960.avif'. */
const PHOTO_FILE = /^\d+(-\d+)?\.(jpg|webp|avif)$/;

/** Names the legacy folders answer with the default image when the file is missing. */
const LEGACY_NAME = /^(\d+|default)\.jpg$/;
const LEGACY_FOLDERS = new Set(['compressed', 'thumbs']);

const setCache = (cacheControl: (file: string) => string) => (res: Response, file: string) => {
  res.setHeader('Cache-Control', res.locals.staffOnly ? STAFF_ONLY : cacheControl(path.basename(file)));
};

/**
 * The photos of a deleted or inactive car answer 404, unless the URL carries the staff key of
 * that photo (the staff pages' URLs do): then they are served, kept out of shared caches.
 */
const hideUnlistedCars: RequestHandler = async (req, res, next) => {
  const match = PHOTO_PATH.exec(req.path);
  if (!match) return next();
  try {
    const photoId = Number(match[1]);
    if (!(await isHiddenPhoto(photoId))) return next();
    if (!validStaffPhotoKey(photoId, req.query.k)) return void res.sendStatus(404);
    res.locals.staffOnly = true;
    next();
  } catch (error) {
    next(error);
  }
};

function vehicleMedia(storageDir: string, defaultsDir: string): Router {
  const router = Router();
  router.use(hideUnlistedCars);
  router.use(
    express.static(path.join(storageDir, 'vehiculos'), {
      index: false,
      cacheControl: false,
      setHeaders: setCache((name) => (PHOTO_FILE.test(name) ? IMMUTABLE : FALLBACK)),
    }),
  );
  router.get('/:folder/:name', (req, res, next) => {
    const { folder, name } = req.params;
    if (!LEGACY_FOLDERS.has(folder) || !LEGACY_NAME.test(name)) return next();
    res.sendFile(path.join(defaultsDir, folder, 'default.jpg'), { cacheControl: false, headers: { 'Cache-Control': FALLBACK } }, (error) => {
      if (error) next(error);
    });
  });
  router.use(express.static(defaultsDir, { index: false, cacheControl: false, setHeaders: setCache(() => FALLBACK), fallthrough: false }));
  return router;
}

function bannerMedia(storageDir: string, defaultsDir: string): Router {
  const router = Router();
  const options = { index: false, cacheControl: false, setHeaders: setCache(() => BANNER) };
  router.use(express.static(path.join(storageDir, 'banners'), options), express.static(defaultsDir, { ...options, fallthrough: false }));
  return router;
}

/** The /storage routes: vehicle photos and home banners; nothing else of the storage dir is served. */
export function publicMedia(storageDir: string, rootDir: string): Router {
  const router = Router();
  router.use('/storage/vehiculos', vehicleMedia(storageDir, path.join(rootDir, 'public/storage/vehiculos')));
  router.use('/storage/banners', bannerMedia(storageDir, path.join(rootDir, 'public/storage/banners')));
  return router;
}
