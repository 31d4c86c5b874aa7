import 'swiper/css';
import 'swiper/css/a11y';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { GALLERY_FRAME, type GallerySlide } from '@/Components/Vehicle/gallery-slides';
import SlideMedia from '@/Components/Vehicle/SlideMedia';
import type { NumberedMark } from '@/Components/History/PhotoMarks';
import { useI18n } from '@/lib/i18n';

interface Props {
  slides: GallerySlide[];
  title: string;
  photoCount: number;
  initialSlide: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (index: number) => void;
  /** A tap (not a swipe) on a slide, but for one on a hotspot. */
  onTap: (index: number) => void;
  /** The slide in view, whose photo shows its imperfections' hotspots. */
  active: number;
  marksOf: (slide: GallerySlide) => NumberedMark[] | undefined;
  /** Focus the slide in view's first hotspot. */
  focusMark: boolean;
}

/**
 * The Swiper part of the gallery, loaded after the page is interactive (Gallery shows the first
 * slide until then): touch and mouse drag, keyboard arrows, slide announcements, rewinding.
 */
export default function GalleryCarousel({ slides, title, photoCount, initialSlide, onSwiper, onSlideChange, onTap, active, marksOf, focusMark }: Props) {
  const { t } = useI18n();
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      rewind
      initialSlide={initialSlide}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('vehicle.previous_photo'),
        nextSlideMessage: t('vehicle.next_photo'),
        firstSlideMessage: t('vehicle.first_photo'),
        lastSlideMessage: t('vehicle.last_photo'),
        containerRoleDescriptionMessage: t('vehicle.carousel'),
        itemRoleDescriptionMessage: t('vehicle.carousel_slide'),
        // Swiper fills in its own placeholders.
        slideLabelMessage: t('vehicle.slide_position', { index: '{{index}}', total: '{{slidesLength}}' }),
      }}
      onSwiper={onSwiper}
      onClick={(swiper, event) => {
        if (!(event.target instanceof Element && event.target.closest('[data-mark]'))) onTap(swiper.realIndex);
      }}
      onSlideChange={(swiper) => {
        swiper.el.querySelectorAll('video').forEach((video) => video.pause());
        onSlideChange(swiper.realIndex);
      }}
      className={GALLERY_FRAME}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key}>
          <SlideMedia slide={slide} title={title} photoCount={photoCount} first={index === initialSlide} marks={index === active ? marksOf(slide) : undefined} focusMark={index === active && focusMark} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
