import { useEffect, useRef } from 'react';
import ResponsiveImage from '@/Components/ResponsiveImage';
import type { GallerySlide } from '@/Components/Vehicle/gallery-slides';
import { PlayIcon } from '@/Components/icons/vehicle';
import { useI18n } from '@/lib/i18n';

/** A thumbnail is 6–7 rem wide: the smallest photo variant, in AVIF where the browser takes it. */
const THUMB_SIZES = '112px';

interface Props {
  slides: GallerySlide[];
  active: number;
  onSelect: (index: number) => void;
}

/**
 * The strip under the carousel: one button per slide, the current one marked and kept in view.
 * Its images load after the main photo (low priority): they are not what the visitor came for.
 */
export default function GalleryThumbs({ slides, active, onSelect }: Props) {
  const { t } = useI18n();
  const listRef = useRef<HTMLUListElement>(null);
  const photos = slides.filter((slide) => slide.kind === 'photo').length;

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[active] as HTMLElement | undefined;
    if (!list || !item) return;
    list.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.clientWidth) / 2, behavior: 'smooth' });
  }, [active]);

  return (
    <ul
      ref={listRef}
      aria-label={t('vehicle.thumbnails')}
      className="relative mt-2 flex gap-2 overflow-x-auto px-5 py-1.5 [scrollbar-width:thin] sm:-mx-1.5 sm:px-1.5"
    >
      {slides.map((slide, index) => {
        const label = slide.kind === 'video' ? t('vehicle.view_video') : t('vehicle.view_photo', { number: slide.number, count: photos });
        return (
          <li key={slide.key} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={label}
              aria-current={index === active ? 'true' : undefined}
              className="relative block h-16 w-24 overflow-hidden rounded-lg bg-ink opacity-60 ring-[3px] ring-transparent ring-offset-2 ring-offset-paper transition hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-accent sm:h-[4.5rem] sm:w-28"
            >
              {slide.kind === 'photo' ? (
                <ResponsiveImage image={slide.photo} sizes={THUMB_SIZES} alt="" fetchPriority="low" className="size-full object-cover" />
              ) : (
                slide.thumbUrl && (
                  <img src={slide.thumbUrl} alt="" width={480} height={320} loading="lazy" fetchPriority="low" decoding="async" className="size-full object-cover" />
                )
              )}
              {slide.kind === 'video' && (
                <span className="absolute inset-0 grid place-items-center bg-ink/40 text-white">
                  <PlayIcon className="size-6" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
