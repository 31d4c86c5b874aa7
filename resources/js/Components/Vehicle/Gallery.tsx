import 'swiper/css';
import 'swiper/css/a11y';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { VehiclePhoto, VehicleVideo } from '@contracts/pages';
import ResponsiveImage from '@/Components/ResponsiveImage';
import GalleryThumbs, { type GallerySlide } from '@/Components/Vehicle/GalleryThumbs';
import { ChevronIcon } from '@/Components/Vehicle/icons';

/** The main photo's slot: the full column up to 768 px, about 800 px beside the price card. */
export const GALLERY_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw';

const FRAME = 'aspect-[3/2] max-h-[600px] w-full bg-sand';

const A11Y_TEXTS = {
  prevSlideMessage: 'Foto anterior',
  nextSlideMessage: 'Foto siguiente',
  firstSlideMessage: 'Primera foto',
  lastSlideMessage: 'Última foto',
  containerRoleDescriptionMessage: 'carrusel',
  itemRoleDescriptionMessage: 'diapositiva',
  slideLabelMessage: '{{index}} de {{slidesLength}}',
};

interface Props {
  title: string;
  fotos: VehiclePhoto[];
  video: VehicleVideo | null;
  /** Default image when the car has no photo yet. */
  fallbackUrl: string;
  /** 'RESERVADO' or 'VENDIDO' over the media, as on the cards. */
  status: 'RESERVADO' | 'VENDIDO' | null;
}

function StatusBadge({ status }: { status: Props['status'] }) {
  if (!status) return null;
  return (
    <span
      className={`absolute top-3 left-3 z-10 rounded-full px-4 py-1.5 text-xs font-bold tracking-[0.2em] shadow-lg sm:top-4 sm:left-4 ${
        status === 'VENDIDO' ? 'bg-accent text-white' : 'bg-gold text-ink'
      }`}
    >
      {status}
    </span>
  );
}

function NavButton({ direction, onClick }: { direction: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'left' ? 'Foto anterior' : 'Foto siguiente'}
      className={`absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-ink shadow-card backdrop-blur transition hover:scale-105 hover:bg-white ${
        direction === 'left' ? 'left-3 sm:left-4' : 'right-3 sm:right-4'
      }`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/**
 * The media carousel (spec §2): the video first when there is one, then the photos, rewinding
 * at both ends, at most 600 px high, with a strip of thumbnails. Swiper brings touch, keyboard
 * arrows and the slide announcements (A11y); the arrows and thumbnails are plain buttons.
 */
export default function Gallery({ title, fotos, video, fallbackUrl, status }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const slides: GallerySlide[] = [
    ...(video ? [{ kind: 'video' as const, key: `v${video.id}`, thumbUrl: fotos[0]?.thumbUrl ?? null }] : []),
    ...fotos.map((photo) => ({ kind: 'photo' as const, key: `f${photo.id}`, thumbUrl: photo.thumbUrl })),
  ];

  if (slides.length === 0) {
    return (
      <div className={`${FRAME} relative overflow-hidden max-sm:-mx-5 max-sm:w-auto sm:rounded-2xl`}>
        <StatusBadge status={status} />
        <img src={fallbackUrl} alt={`${title} — sin fotos todavía`} width={480} height={320} className="size-full object-cover" />
      </div>
    );
  }

  const onSlideChange = (instance: SwiperInstance) => {
    setActive(instance.realIndex);
    instance.el.querySelectorAll('video').forEach((element) => element.pause());
  };

  return (
    <section aria-label="Fotos y vídeo del vehículo" className="max-sm:-mx-5">
      <div className="relative overflow-hidden bg-sand sm:rounded-2xl">
        <StatusBadge status={status} />
        <Swiper
          modules={[A11y, Keyboard]}
          rewind
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={A11Y_TEXTS}
          onSwiper={setSwiper}
          onSlideChange={onSlideChange}
          className={FRAME}
        >
          {video && (
            <SwiperSlide key={`v${video.id}`}>
              <video
                src={video.url}
                poster={fotos[0]?.url}
                controls
                muted
                playsInline
                preload="metadata"
                aria-label={`Vídeo del ${title}`}
                className="size-full bg-ink object-contain"
              />
            </SwiperSlide>
          )}
          {fotos.map((photo, index) => (
            <SwiperSlide key={photo.id}>
              <ResponsiveImage
                image={photo}
                sizes={GALLERY_SIZES}
                alt={`${title} — foto ${index + 1} de ${fotos.length}`}
                priority={index === 0 && !video}
                className="size-full object-cover"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {slides.length > 1 && (
          <>
            <NavButton direction="left" onClick={() => swiper?.slidePrev()} />
            <NavButton direction="right" onClick={() => swiper?.slideNext()} />
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 z-10 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-white tabular-nums backdrop-blur sm:right-4 sm:bottom-4"
            >
              {active + 1} / {slides.length}
            </p>
          </>
        )}
      </div>
      {slides.length > 1 && <GalleryThumbs slides={slides} active={active} onSelect={(index) => swiper?.slideTo(index)} />}
    </section>
  );
}
