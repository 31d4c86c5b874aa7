import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { validStaffPhotoKey } from './staff-photo-key.ts';
import { isSafeRelPath } from './storage.ts';
import type { MediaStore } from './store/media-store.ts';

/**
 * Public media under /storage and /videos. Uploaded media come from the media store (files under
 * STORAGE_DIR, or an S3 bucket: store/media-store.ts), at the same URLs with either driver; the
 * defaults shipped with the app from public/storage. Missing media answer 404 here, before
 * sessions and pages. With MEDIA_PUBLIC_URL (a CDN in front of the bucket) public media redirect
 * there; the photos of hidden cars are still served here, to staff only.
 *
 * Vehicle photo files are named by photo id, and a photo id's files never change (a new upload
 * is a new photo), so they are cached for a year as immutable. The legacy photo URLs
 * /storage/vehiculos/{compressed,thumbs}/{id}.jpg answer the default image, briefly cached, while
 * a photo does not exist or is not processed yet, so old links and cards never show a broken image.
 * The photos of deleted and inactive cars are not public: `isHiddenPhoto` says which they are
 * (the catalogue knows), and staff-photo-key.ts opens them for staff.
 */

/** Whether a photo's car is deleted or inactive (then only staff, with the photo's key, get it). */
export type HiddenPhotoCheck = (photoId: number) => Promise<boolean>;

export interface PublicMediaOptions {
  store: MediaStore;
  /** MEDIA_PUBLIC_URL: a CDN in front of the bucket. */
  publicBase: string | undefined;
  rootDir: string;
  isHiddenPhoto: HiddenPhotoCheck;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FALLBACK = 'public, max-age=300';
const BANNER = 'public, max-age=604800';
/** A hidden car's photo opened by staff: their browser may keep it a while, shared caches never. */
const STAFF_ONLY = 'private, max-age=300';

/** A vehicle photo variant under /storage/vehiculos, with its photo id. */
const PHOTO_PATH = /^\/(?:compressed|thumbs|og|responsive)\/(\d+)(?:-\d+)?\.(?:jpg|webp|avif)$/;

/** Vehicle photo variants: '12.jpg', '12-960.webp', '12-960.avif'. */
const PHOTO_FILE = /^\d+(-\d+)?\.(jpg|webp|avif)$/;

/** What a CDN serves: photo variants pages load (not the legacy JPEG folders), banner variants, stored videos. */
const CDN_PHOTO_PATH = /^\/(responsive|og)\/\d+(-\d+)?\.(jpg|webp|avif)$/;
const CDN_BANNER_PATH = /^\/\d+(-\d+)?\.(jpg|webp)$/;
const CDN_VIDEO_PATH = /^\/(banner-)?\d+-[0-9a-f]{16}\.[a-z0-9]+$/;

/**
 * A media path in its one spelling: lower-case segments of letters, digits, '-' and '_', the last
 * a name with one lower-case extension. Every stored key and default file has that form, so any
 * other spelling of a path ('%31%33%36.jpg', '//136.jpg', './136.jpg', '136.JPG', '136.jpg.',
 * '136.jpg/') names nothing and answers 404 before the checks that read the path, which a file
 * server would otherwise decode and normalise into a path they never saw.
 */
const CANONICAL_MEDIA_PATH = /^(?:\/[a-z0-9][a-z0-9_-]*)*\/[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/;

/** GET and HEAD of media in another spelling: 404 (DELETE /videos/{id}, the staff's route, passes). */
const onlyCanonicalPaths: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || CANONICAL_MEDIA_PATH.test(req.path)) return next();
  res.sendStatus(404);
};

/** Names the legacy folders answer with the default image when the file is missing. */
const LEGACY_NAME = /^(\d+|default)\.jpg$/;
const LEGACY_FOLDERS = new Set(['compressed', 'thumbs']);

const VIDEO = 'public, max-age=604800';

/** The Cache-Control of a stored object: staff-only for a hidden car's photo, else by its name. */
const cacheBy = (cacheControl: (name: string) => string) => (res: Response, key: string) =>
  res.locals.staffOnly ? STAFF_ONLY : cacheControl(path.posix.basename(key));

const setCache = (cacheControl: (name: string) => string) => (res: Response, file: string) => {
  res.setHeader('Cache-Control', cacheBy(cacheControl)(res, file));
};

/**
 * A redirect of public media to the CDN's copy (MEDIA_PUBLIC_URL), the key being `prefix` plus
 * the path, for the paths `redirected` names. The app's own default images stay here, and so do
 * the legacy photo URLs, which answer the default image while a photo is missing.
 */
function toCdn(publicBase: string | undefined, prefix: string, redirected: RegExp): RequestHandler {
  return (req, res, next) => {
    if (!publicBase || res.locals.staffOnly || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const key = `${prefix}${req.path}`;
    if (!redirected.test(req.path) || !isSafeRelPath(key)) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(302, `${publicBase.replace(/\/$/, '')}/${key}`);
  };
}

/**
 * The photos of a deleted or inactive car answer 404, unless the URL carries the staff key of
 * that photo (the staff pages' URLs do): then they are served, kept out of shared caches.
 */
const hideUnlistedCars = (isHiddenPhoto: HiddenPhotoCheck): RequestHandler => async (req, res, next) => {
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

function vehicleMedia(store: MediaStore, publicBase: string | undefined, defaultsDir: string, isHiddenPhoto: HiddenPhotoCheck): Router {
  const router = Router();
  router.use(hideUnlistedCars(isHiddenPhoto));
  router.use(toCdn(publicBase, 'vehiculos', CDN_PHOTO_PATH));
  router.use(store.serve('vehiculos/', { fallthrough: true, cacheControl: cacheBy((name) => (PHOTO_FILE.test(name) ? IMMUTABLE : FALLBACK)) }));
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

function bannerMedia(store: MediaStore, publicBase: string | undefined, defaultsDir: string): Router {
  const router = Router();
  router.use(toCdn(publicBase, 'banners', CDN_BANNER_PATH));
  router.use(store.serve('banners/', { fallthrough: true, cacheControl: cacheBy(() => BANNER) }));
  router.use(express.static(defaultsDir, { index: false, cacheControl: false, setHeaders: setCache(() => BANNER), fallthrough: false }));
  return router;
}

/** Videos: GET and HEAD only (DELETE /videos/{id} is the staff's route), with ranges for seeking. */
function videoMedia(store: MediaStore, publicBase: string | undefined): Router {
  const router = Router();
  router.use(toCdn(publicBase, 'videos', CDN_VIDEO_PATH));
  const serve = store.serve('videos/', { fallthrough: false, cacheControl: () => VIDEO });
  router.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next()));
  return router;
}

/**
 * The media routes: vehicle photos and home banners under /storage, videos under /videos;
 * nothing else of the store (photo originals, say) is served.
 */
export function publicMedia({ store, publicBase, rootDir, isHiddenPhoto }: PublicMediaOptions): Router {
  const router = Router();
  router.use(['/storage', '/videos'], onlyCanonicalPaths);
  router.use('/storage/vehiculos', vehicleMedia(store, publicBase, path.join(rootDir, 'public/storage/vehiculos'), isHiddenPhoto));
  router.use('/storage/banners', bannerMedia(store, publicBase, path.join(rootDir, 'public/storage/banners')));
  router.use('/videos', videoMedia(store, publicBase));
  return router;
}
