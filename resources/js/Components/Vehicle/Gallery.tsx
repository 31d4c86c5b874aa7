import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { Imperfeccion } from '@contracts/car-history';
import type { VehiclePhoto, VehicleVideo } from '@contracts/pages';
import { GALLERY_FRAME, type GallerySlide, gallerySlides, numberedMarks } from '@/Components/Vehicle/gallery-slides';
import GalleryThumbs from '@/Components/Vehicle/GalleryThumbs';
import { ChevronIcon, ExpandIcon } from '@/Components/icons/vehicle';
import SlideMedia from '@/Components/Vehicle/SlideMedia';
import { useHydrated } from '@/hooks/useHydrated';
import { useI18n } from '@/lib/i18n';

// Swiper (about 27 KB of gzipped script) is not needed to see the first photo: it loads right
// after hydration, which keeps the page's initial script within budget.
const GalleryCarousel = lazy(() => import('@/Components/Vehicle/GalleryCarousel'));
// The full-screen viewer and its zoom load on the first open.
const PhotoViewer = lazy(() => import('@/Components/Vehicle/PhotoViewer'));

interface Props {
  title: string;
  fotos: VehiclePhoto[];
  video: VehicleVideo | null;
  /** Default image when the car has no photo yet. */
  fallbackUrl: string;
  /** 'RESERVADO' or 'VENDIDO' over the media, as on the cards. */
  status: 'RESERVADO' | 'VENDIDO' | null;
  /** The imperfections staff marked on the photos: hotspots on them, and their count under the gallery. */
  imperfecciones: Imperfeccion[];
}

const STATUS_TEXT = { RESERVADO: 'common.status_reserved', VENDIDO: 'common.status_sold' } as const;

function StatusBadge({ status }: { status: Props['status'] }) {
  const { t } = useI18n();
  if (!status) return null;
  return (
    <span
      className={`absolute top-3 left-3 z-10 rounded-full px-4 py-1.5 text-xs font-bold tracking-[0.2em] shadow-lg sm:top-4 sm:left-4 ${
        status === 'VENDIDO' ? 'bg-accent text-white' : 'bg-gold text-ink'
      }`}
    >
      {t(STATUS_TEXT[status])}
    </span>
  );
}

/** The round white buttons over the photo: the arrows and 'Ver las fotos a pantalla completa'. */
const OVER_PHOTO = 'absolute z-10 grid size-11 place-items-center rounded-full bg-white/85 text-ink shadow-card backdrop-blur transition hover:scale-105 hover:bg-white';

function NavButton({ direction, onClick }: { direction: 'left' | 'right'; onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t(direction === 'left' ? 'vehicle.previous_photo' : 'vehicle.next_photo')}
      className={`${OVER_PHOTO} top-1/2 -translate-y-1/2 ${direction === 'left' ? 'left-3 sm:left-4' : 'right-3 sm:right-4'}`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/**
 * The media carousel (spec §2): the video first when there is one, then the photos, rewinding
 * at both ends, at most 600 px high, with a strip of thumbnails. The server renders the first
 * slide; Swiper takes over once loaded. Arrows and thumbnails are plain buttons that work before
 * and after.
 */
export default function Gallery({ title, fotos, video, fallbackUrl, status, imperfecciones }: Props) {
  const { t } = useI18n();
  const slides = gallerySlides(fotos, video);
  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const hydrated = useHydrated();
  const [focusMark, setFocusMark] = useState(false);
  const current = slides[active];
  const marks = numberedMarks(imperfecciones);
  const marksOf = (slide: GallerySlide) => (slide.kind === 'photo' ? marks.get(slide.photo.id) : undefined);

  if (!current) {
    return (
      <div className={`${GALLERY_FRAME} relative overflow-hidden max-sm:-mx-5 max-sm:w-auto sm:rounded-2xl`}>
        <StatusBadge status={status} />
        <img src={fallbackUrl} alt={t('vehicle.no_photos_alt', { title })} width={480} height={320} className="size-full object-cover" />
      </div>
    );
  }

  const go = (index: number) => {
    const target = (index + slides.length) % slides.length;
    setFocusMark(false);
    if (swiper) swiper.slideTo(target);
    else setActive(target);
  };
  /** 'N imperfecciones señaladas': to the first marked photo, its first hotspot focused. */
  const toMarks = () => {
    const index = slides.findIndex((slide) => marksOf(slide) !== undefined);
    go(index);
    setFocusMark(true);
  };
  const media = { title, photoCount: fotos.length };
  const firstPhoto = video ? 1 : 0;
  // The viewer shows the photos only: from the video slide it starts at the first photo.
  const openViewer = (index: number) => {
    const slide = slides[index];
    if (fotos.length > 0) setViewerAt(slide?.kind === 'photo' ? index - firstPhoto : 0);
  };
  const closeViewer = (photo: number) => {
    setViewerAt(null);
    go(photo + firstPhoto);
  };
  const still = (
    <div className={GALLERY_FRAME}>
      <SlideMedia slide={current} {...media} first marks={marksOf(current)} focusMark={focusMark} />
    </div>
  );

  return (
    <section aria-label={t('vehicle.gallery')} className="max-sm:-mx-5">
      <div className="relative overflow-hidden bg-sand sm:rounded-2xl">
        <StatusBadge status={status} />
        {hydrated && slides.length > 1 ? (
          <Suspense fallback={still}>
            <GalleryCarousel
              slides={slides}
              {...media}
              initialSlide={active}
              onSwiper={setSwiper}
              onSlideChange={(index) => {
                // A hotspot is focused once, when the count's button asks; a swipe moves on without it.
                setFocusMark(false);
                setActive(index);
              }}
              onTap={(index) => slides[index]?.kind === 'photo' && openViewer(index)}
              active={active}
              marksOf={marksOf}
              focusMark={focusMark}
            />
          </Suspense>
        ) : (
          still
        )}
        {fotos.length > 0 && (
          <button
            type="button"
            onClick={() => openViewer(active)}
            aria-label={t('vehicle.view_fullscreen')}
            className={`${OVER_PHOTO} top-3 right-3 sm:top-4 sm:right-4`}
          >
            <ExpandIcon />
          </button>
        )}
        {slides.length > 1 && (
          <>
            <NavButton direction="left" onClick={() => go(active - 1)} />
            <NavButton direction="right" onClick={() => go(active + 1)} />
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 z-10 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-white tabular-nums backdrop-blur sm:right-4 sm:bottom-4"
            >
              {active + 1} / {slides.length}
            </p>
          </>
        )}
      </div>
      {slides.length > 1 && <GalleryThumbs slides={slides} active={active} onSelect={go} />}
      {imperfecciones.length > 0 && (
        <button type="button" onClick={toMarks} className="mt-3 inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-ink underline-offset-4 hover:underline max-sm:mx-5">
          <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-accent text-[10px] font-bold text-white">
            {imperfecciones.length}
          </span>
          {t('history.imperfections_count', { count: imperfecciones.length })}
        </button>
      )}
      {viewerAt !== null && (
        <Suspense fallback={null}>
          <PhotoViewer title={title} fotos={fotos} index={viewerAt} onClose={closeViewer} marks={marks} />
        </Suspense>
      )}
    </section>
  );
}
