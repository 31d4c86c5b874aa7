import type { Banner } from '@contracts/pages';
import SmartLink from '@/Components/SmartLink';
import { ArrowRightIcon } from '@/Components/icons';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { DESKTOP_MEDIA_QUERY } from '@/lib/site';

/**
 * Home hero (spec §2, §9): 568 px high, from the first banner. The image is always in
 * the markup (it is the fixed mobile image and the video's poster); a video banner plays
 * only above 768 px and without reduced motion, decided after mount so phones never
 * download it.
 */
export default function HomeHero({ banner }: { banner: Banner | undefined }) {
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)');
  const videoUrl = banner?.type === 'video' && desktop && motionOk ? banner.videoUrl : null;

  return (
    <section aria-labelledby="hero-title" className="on-dark relative isolate h-[568px] overflow-hidden bg-ink text-white">
      {banner?.imageUrl ? (
        <picture>
          {banner.imageSrcset && <source type="image/webp" srcSet={banner.imageSrcset} sizes="100vw" />}
          <img
            src={banner.imageUrl}
            alt=""
            width={1920}
            height={1080}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
        </picture>
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_70%_30%,#2a2a30_0%,#0b0b0c_65%)]" />
      )}
      {videoUrl && (
        <video
          src={videoUrl}
          poster={banner?.imageUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/55 to-ink/10 max-md:bg-gradient-to-t max-md:from-ink/95 max-md:via-ink/60"
      />

      <div className="container-site flex h-full flex-col justify-end pb-28 md:justify-center md:pb-10">
        <p className="eyebrow text-gold">Gran Canaria · Tenerife</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-2xl text-[2.125rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Coches premium de ocasión, revisados y garantizados
        </h1>
        <p className="mt-4 max-w-xl text-[15px] leading-relaxed text-white/75 sm:mt-5 sm:text-lg">
          Más de veinte años seleccionando vehículos en Canarias, con garantía mínima de 12 meses y entrega en todas
          las islas.
        </p>
        {banner?.button_text && banner.button_link && (
          <SmartLink
            href={banner.button_link}
            className="group mt-7 inline-flex w-fit items-center gap-3 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-lg transition-colors hover:bg-paper"
          >
            {banner.button_text}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SmartLink>
        )}
      </div>
    </section>
  );
}
