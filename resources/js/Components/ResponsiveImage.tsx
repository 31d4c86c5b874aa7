import type { ImgHTMLAttributes } from 'react';
import type { PhotoImage } from '@contracts/pages';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: PhotoImage;
  /** The `sizes` attribute for the slot the image fills. */
  sizes: string;
  alt: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
}

/**
 * A vehicle photo from the pipeline's variants: AVIF, then WebP, then the compressed JPEG,
 * with its intrinsic size set so the layout does not shift.
 */
export default function ResponsiveImage({ image, sizes, alt, priority = false, fetchPriority, ...img }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
      <img
        {...img}
        src={image.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={fetchPriority ?? (priority ? 'high' : 'auto')}
        decoding="async"
      />
    </picture>
  );
}
