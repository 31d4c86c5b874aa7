import type { NumberedMark } from '@/Components/History/PhotoMarks';
import type { Imperfeccion } from '@contracts/car-history';
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

/** The imperfections by photo, numbered 1, 2… across the car in the order the page lists them (the photos' order). */
export function numberedMarks(imperfecciones: Imperfeccion[]): Map<number, NumberedMark[]> {
  const byPhoto = new Map<number, NumberedMark[]>();
  imperfecciones.forEach(({ foto_id, x, y, nota, foto }, index) => byPhoto.set(foto_id, [...(byPhoto.get(foto_id) ?? []), { number: index + 1, x, y, nota, foto }]));
  return byPhoto;
}
