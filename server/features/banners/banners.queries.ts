import { db, type Prisma } from '../../db/client.ts';

/** The home banners of the back office (Banners): list, the writes of the modal, and the image job's. */

const bannerFields = {
  id: true,
  type: true,
  image_path: true,
  image_original: true,
  image_error: true,
  video_path: true,
  button_text: true,
  button_link: true,
  order: true,
} as const;

export type BannerTx = Prisma.TransactionClient;

export interface BannerData {
  type: 'image' | 'video';
  button_text: string;
  button_link: string;
  order: number;
}

/** The stored files a write gives a banner (each key already in the media store). */
export interface BannerMedia {
  video_path?: string | null;
  image_original?: string;
}

/** Every banner in the home's order (order, then id). */
export function allBanners() {
  return db().banner.findMany({ select: bannerFields, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
}

export type BannerRecord = Awaited<ReturnType<typeof allBanners>>[number];

export function findBanner(id: number) {
  return db().banner.findUnique({ select: bannerFields, where: { id } });
}

/** A new banner's id, taken before its row exists, so its files can be stored under it first. */
export async function reserveBannerId(): Promise<number> {
  const [row] = await db().$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('banners', 'id'))::int AS id`;
  if (!row) throw new Error('Sin identificador de banner');
  return row.id;
}

/**
 * Runs a banner write in one transaction: the row, and the image's job when there is one. Every
 * file is stored before it starts, so it holds its locks for milliseconds.
 */
export function inBannerTransaction<T>(write: (tx: BannerTx) => Promise<T>): Promise<T> {
  return db().$transaction(write, { timeout: 10_000, maxWait: 10_000 });
}

/** A new image clears the last one's error; the home keeps the current image until the job replaces it. */
const imageFields = <T extends BannerMedia>(data: T) => (data.image_original ? { ...data, image_error: null } : data);

export function insertBanner(tx: BannerTx, id: number, data: BannerData & BannerMedia) {
  return tx.banner.create({ select: bannerFields, data: { id, ...data, ...imageFields(data) } });
}

/** Locks a banner's row for the rest of the transaction: the files it names, or null when it is gone. */
export async function lockBanner(tx: BannerTx, id: number) {
  const [row] = await tx.$queryRaw<{ image_path: string | null; image_original: string | null; video_path: string | null }[]>`
    SELECT image_path, image_original, video_path FROM banners WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

export function updateBanner(tx: BannerTx, id: number, data: Partial<BannerData> & BannerMedia) {
  return tx.banner.update({ select: bannerFields, where: { id }, data: imageFields(data) });
}

/**
 * Deletes a banner row; null when it did not exist, else the files it named when it went (read
 * locked, so a job or a save committing meanwhile is seen).
 */
export function deleteBanner(id: number) {
  return db().$transaction(async (tx) => {
    const row = await lockBanner(tx, id);
    if (row) await tx.banner.delete({ select: { id: true }, where: { id } });
    return row;
  });
}

/** The image a banner's job is to process: null when the banner is gone. */
export function findBannerImageState(id: number) {
  return db().banner.findUnique({ select: { image_original: true }, where: { id } });
}

/**
 * The job made the variants of `original` under `imagePath`: the home shows them now. Returns
 * the image the row named before (its files are now unused), or false when the banner is gone
 * or a newer upload replaced `original` meanwhile (its own job follows).
 */
export function markBannerImageReady(id: number, original: string, imagePath: string): Promise<{ previous: string | null } | false> {
  return db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ image_path: string | null }[]>`SELECT image_path FROM banners WHERE id = ${id} AND image_original = ${original} FOR UPDATE`;
    if (!row) return false;
    await tx.banner.update({ select: { id: true }, where: { id }, data: { image_path: imagePath, image_original: null, image_error: null } });
    return { previous: row.image_path };
  });
}

/** The job could not process `original`: the home keeps the banner's previous image, and staff see why. */
export async function markBannerImageFailed(id: number, original: string, reason: string): Promise<void> {
  await db().banner.updateMany({ where: { id, image_original: original }, data: { image_original: null, image_error: reason.slice(0, 300) } });
}

/** The image a banner row names now, or undefined when the banner is gone. */
export async function currentBannerImage(id: number): Promise<string | null | undefined> {
  return (await db().banner.findUnique({ select: { image_path: true }, where: { id } }))?.image_path;
}
