import { Head } from '@inertiajs/react';
import type { Banner } from '@contracts/pages';

export const HERO_SIZES = '100vw';

/** A hero's first banner image, preloaded from the server HTML: it is the page's largest paint. */
export function PreloadHeroImage({ banner }: { banner: Banner | undefined }) {
  if (!banner?.imageUrl) return null;
  return (
    <Head>
      <link
        head-key="hero-image"
        rel="preload"
        as="image"
        href={banner.imageUrl}
        {...(banner.imageSrcset ? { imageSrcSet: banner.imageSrcset, imageSizes: HERO_SIZES, type: 'image/webp' } : {})}
        fetchPriority="high"
      />
    </Head>
  );
}

interface Props {
  banner: Banner;
  active: boolean;
  /** The first banner: in the server HTML, loaded at once with high priority (and preloaded). */
  first: boolean;
  /** Whether this banner's video may play: above 768 px, without reduced motion, and only while active. */
  playVideo: boolean;
}

/**
 * One hero banner's background, stacked with the others and faded in when active. The image is
 * the fixed picture on phones and the video's poster; the video exists only while it plays.
 */
export default function HeroSlide({ banner, active, first, playVideo }: Props) {
  return (
    <div
      aria-hidden={!active}
      className={`absolute inset-0 -z-20 transition-opacity duration-1000 ease-out ${active ? 'opacity-100' : 'opacity-0'}`}
    >
      {banner.imageUrl ? (
        <picture>
          {banner.imageSrcset && <source type="image/webp" srcSet={banner.imageSrcset} sizes={HERO_SIZES} />}
          <img
            src={banner.imageUrl}
            alt=""
            width={1920}
            height={768}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'low'}
            decoding={first ? 'sync' : 'async'}
            className="size-full object-cover max-md:object-[72%_50%]"
          />
        </picture>
      ) : (
        <div className="size-full bg-[radial-gradient(ellipse_at_70%_30%,#2a2a30_0%,#0b0b0c_65%)]" />
      )}
      {playVideo && banner.videoUrl && (
        <video
          src={banner.videoUrl}
          poster={banner.imageUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
