import { useRef } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { VehiclePhoto } from '@contracts/pages';

const LABELS = {
  Lightbox: 'Fotos a pantalla completa',
  'Photo gallery': 'Fotos del vehículo',
  Carousel: 'carrusel',
  Slide: 'foto',
  '{index} of {total}': '{index} de {total}',
  Previous: 'Foto anterior',
  Next: 'Foto siguiente',
  Close: 'Cerrar',
  'Zoom in': 'Acercar',
  'Zoom out': 'Alejar',
};

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
}

/**
 * The car's photos full screen (loaded on the first open): swipe or the arrows to move, pinch,
 * double-tap, the wheel or the buttons to zoom, Escape to close. Closing hands back the photo
 * last seen, so the page's carousel shows it too.
 */
export default function PhotoViewer({ title, fotos, index, onClose }: Props) {
  const seen = useRef(index);
  const slides = fotos.map((photo, position) => ({
    src: photo.url,
    width: photo.width,
    height: photo.height,
    srcSet: srcSet(photo),
    alt: `${title} — foto ${position + 1} de ${fotos.length}`,
  }));
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      plugins={[Zoom]}
      labels={LABELS}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      on={{ view: ({ index: current }) => (seen.current = current) }}
      close={() => onClose(seen.current)}
    />
  );
}
