import { db } from '../../db/client.ts';

const bannerSelect = { id: true, type: true, image_path: true, video_path: true } as const;

/** The home banners in their order, for a landing's hero and collage. */
export function landingBanners(limit: number) {
  return db().banner.findMany({ select: bannerSelect, orderBy: [{ order: 'asc' }, { id: 'asc' }], take: limit });
}

export type LandingBannerRow = Awaited<ReturnType<typeof landingBanners>>[number];
