import PhotoMarks, { type NumberedMark } from '@/Components/History/PhotoMarks';
import ResponsiveImage from '@/Components/ResponsiveImage';
import { GALLERY_SIZES, type GallerySlide } from '@/Components/Vehicle/gallery-slides';
import { useI18n } from '@/lib/i18n';

interface Props {
  slide: GallerySlide;
  title: string;
  photoCount: number;
  /** The slide shown first: its photo loads at once with high priority, the others lazily. */
  first: boolean;
  /** The imperfections marked on this slide's photo, shown while it is the slide in view. */
  marks?: NumberedMark[] | undefined;
  /** Focus the first mark (the count's button went to this photo). */
  focusMark?: boolean;
}

/** What one carousel slide shows: the video (muted, inline, with controls) or a responsive photo, with its imperfections' hotspots. */
export default function SlideMedia({ slide, title, photoCount, first, marks, focusMark = false }: Props) {
  const { t } = useI18n();
  if (slide.kind === 'video') {
    return (
      <video
        src={slide.video.url}
        poster={slide.poster ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={t('vehicle.video_label', { title })}
        className="size-full bg-ink object-contain"
      />
    );
  }
  const image = (
    <ResponsiveImage
      image={slide.photo}
      sizes={GALLERY_SIZES}
      alt={t('vehicle.photo_alt', { title, number: slide.number, count: photoCount })}
      priority={first}
      className="size-full object-cover"
    />
  );
  if (!marks || marks.length === 0) return image;
  return (
    <div className="relative size-full">
      {image}
      <PhotoMarks marks={marks} width={slide.photo.width} height={slide.photo.height} fit="cover" focusFirst={focusMark} />
    </div>
  );
}
