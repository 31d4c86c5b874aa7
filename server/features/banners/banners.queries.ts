import { db, type Prisma } from '../../db/client.ts';

/** The home banners of the back office (Banners): list, and the writes of the modal. */

const bannerFields = { id: true, type: true, image_path: true, video_path: true, button_text: true, button_link: true, order: true, updated_at: true } as const;

export type BannerTx = Prisma.TransactionClient;

export interface BannerData {
  type: 'image' | 'video';
  button_text: string;
  button_link: string;
  order: number;
}

/** Every banner in the home's order (order, then id). */
export function allBanners() {
  return db().banner.findMany({ select: bannerFields, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
}

export type BannerRecord = Awaited<ReturnType<typeof allBanners>>[number];

export function findBanner(id: number) {
  return db().banner.findUnique({ select: bannerFields, where: { id } });
}

/**
 * Runs a banner write in one transaction: its row is seen by the home only once its files are
 * in place. Image processing runs inside, hence the longer timeout.
 */
export function inBannerTransaction<T>(write: (tx: BannerTx) => Promise<T>): Promise<T> {
  return db().$transaction(write, { timeout: 60_000, maxWait: 10_000 });
}

export function insertBanner(tx: BannerTx, data: BannerData) {
  return tx.banner.create({ select: { id: true }, data });
}

export function updateBanner(tx: BannerTx, id: number, data: Partial<BannerData> & { image_path?: string | null; video_path?: string | null }) {
  return tx.banner.update({ select: bannerFields, where: { id }, data });
}

/** Deletes a banner row; null when it did not exist, else what its files were. */
export function deleteBanner(id: number) {
  return db().$transaction(async (tx) => {
    const row = await tx.banner.findUnique({ select: { id: true, image_path: true, video_path: true }, where: { id } });
    if (row) await tx.banner.delete({ select: { id: true }, where: { id } });
    return row;
  });
}
