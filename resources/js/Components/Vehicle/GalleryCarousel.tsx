import 'swiper/css';
import 'swiper/css/a11y';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { GALLERY_FRAME, type GallerySlide } from '@/Components/Vehicle/gallery-slides';
import SlideMedia from '@/Components/Vehicle/SlideMedia';

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
  slides: GallerySlide[];
  title: string;
  photoCount: number;
  initialSlide: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (index: number) => void;
  /** A tap (not a swipe) on a slide. */
  onTap: (index: number) => void;
}

/**
 * The Swiper part of the gallery, loaded after the page is interactive (Gallery shows the first
 * slide until then): touch and mouse drag, keyboard arrows, slide announcements, rewinding.
 */
export default function GalleryCarousel({ slides, title, photoCount, initialSlide, onSwiper, onSlideChange, onTap }: Props) {
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      rewind
      initialSlide={initialSlide}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={A11Y_TEXTS}
      onSwiper={onSwiper}
      onClick={(swiper) => onTap(swiper.realIndex)}
      onSlideChange={(swiper) => {
        swiper.el.querySelectorAll('video').forEach((video) => video.pause());
        onSlideChange(swiper.realIndex);
      }}
      className={GALLERY_FRAME}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key}>
          <SlideMedia slide={slide} title={title} photoCount={photoCount} first={index === initialSlide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
