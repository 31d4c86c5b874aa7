import type { VehiclePhoto, VehicleVideo } from '@contracts/pages';

export type GallerySlide =
  | { kind: 'video'; key: string; video: VehicleVideo; poster: string | null; thumbUrl: string | null }
  | { kind: 'photo'; key: string; photo: VehiclePhoto; number: number; thumbUrl: string };

/** The carousel's slides (spec §2): the video first when there is one, then the photos in order. */
export function gallerySlides(fotos: VehiclePhoto[], video: VehicleVideo | null): GallerySlide[] {
  const first = fotos[0];
  return [
    ...(video ? [{ kind: 'video' as const, key: `v${video.id}`, video, poster: first?.url ?? null, thumbUrl: first?.thumbUrl ?? null }] : []),
    ...fotos.map((photo, index) => ({ kind: 'photo' as const, key: `f${photo.id}`, photo, number: index + 1, thumbUrl: photo.thumbUrl })),
  ];
}

/** The main photo's slot: the full column up to 768 px, about 800 px beside the price card. */
export const GALLERY_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw';

export const GALLERY_FRAME = 'aspect-[3/2] max-h-[600px] w-full bg-sand';
