import type { LandingHero } from '@contracts/landing';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { DESKTOP_MEDIA_QUERY } from '@contracts/site';

/**
 * A landing hero's background (spec §2): the image (also the video's poster), and the video only
 * above 768 px and without reduced motion. No hero data: a dark gradient.
 */
export default function HeroBackground({ hero, position = 'object-center' }: { hero: LandingHero | null; position?: string }) {
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)');
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20">
      {hero?.imageUrl ? (
        <picture>
          {hero.imageSrcset && <source type="image/webp" srcSet={hero.imageSrcset} sizes="100vw" />}
          <img src={hero.imageUrl} alt="" width={1920} height={1080} fetchPriority="high" className={`size-full object-cover ${position}`} />
        </picture>
      ) : (
        <div className="size-full bg-[radial-gradient(ellipse_at_70%_30%,#2a2a30_0%,#0b0b0c_65%)]" />
      )}
      {desktop && motionOk && hero?.videoUrl && (
        <video src={hero.videoUrl} poster={hero.imageUrl ?? undefined} autoPlay muted loop playsInline className="absolute inset-0 size-full object-cover" />
      )}
    </div>
  );
}
