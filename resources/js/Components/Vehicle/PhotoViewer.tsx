import { useRef, useState } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import PhotoMarks, { type NumberedMark } from '@/Components/History/PhotoMarks';
import type { VehiclePhoto } from '@contracts/pages';
import { useI18n } from '@/lib/i18n';

/** "url 480w, url 960w" → the widths a browser may pick, with their heights at the photo's ratio. */
function srcSet(photo: VehiclePhoto): SlideImage['srcSet'] {
  return photo.srcset.split(',').flatMap((entry) => {
    const [src, descriptor] = entry.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    return src && width > 0 ? [{ src, width, height: Math.round((width * photo.height) / photo.width) }] : [];
  });
}

interface Props {
  title: string;
  fotos: VehiclePhoto[];
  /** The photo shown first (0-based). */
  index: number;
  onClose: (index: number) => void;
  /** The imperfections by photo id: hotspots on each photo while it is not zoomed in. */
  marks: Map<number, NumberedMark[]>;
}

/**
 * The car's photos full screen (loaded on the first open): swipe or the arrows to move, pinch,
 * double-tap, the wheel or the buttons to zoom, Escape to close. Each photo shows its
 * imperfections' hotspots until it is zoomed in. Closing hands back the photo last seen, so the
 * page's carousel shows it too.
 */
export default function PhotoViewer({ title, fotos, index, onClose, marks }: Props) {
  const { t } = useI18n();
  const seen = useRef(index);
  const [zoomed, setZoomed] = useState(false);
  const slides = fotos.map((photo, position) => ({
    src: photo.url,
    width: photo.width,
    height: photo.height,
    srcSet: srcSet(photo),
    alt: t('vehicle.photo_alt', { title, number: position + 1, count: fotos.length }),
  }));
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      plugins={[Zoom]}
      labels={{
        Lightbox: t('vehicle.viewer'),
        'Photo gallery': t('vehicle.viewer_gallery'),
        Carousel: t('vehicle.carousel'),
        Slide: t('vehicle.viewer_slide'),
        // The viewer fills in its own placeholders.
        '{index} of {total}': t('vehicle.slide_position', { index: '{index}', total: '{total}' }),
        Previous: t('vehicle.previous_photo'),
        Next: t('vehicle.next_photo'),
        Close: t('vehicle.close'),
        'Zoom in': t('vehicle.zoom_in'),
        'Zoom out': t('vehicle.zoom_out'),
      }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      on={{ view: ({ index: current }) => (seen.current = current), zoom: ({ zoom }) => setZoomed(zoom > 1) }}
      render={{
        slideContainer: ({ slide, children }) => {
          const photo = fotos.find((item) => item.url === slide.src);
          const photoMarks = photo && !zoomed ? marks.get(photo.id) : undefined;
          return (
            <div className="relative size-full">
              {children}
              {photo && photoMarks && <PhotoMarks marks={photoMarks} width={photo.width} height={photo.height} fit="contain" />}
            </div>
          );
        },
      }}
      close={() => onClose(seen.current)}
    />
  );
}
