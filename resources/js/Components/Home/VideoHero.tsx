import type { Banner } from '@contracts/pages';
import HeroSlide, { PreloadHeroImage } from '@/Components/Home/HeroSlide';
import SmartLink from '@/Components/SmartLink';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useI18n } from '@/lib/i18n';
import { DESKTOP_MEDIA_QUERY } from '@contracts/site';

/**
 * The second home's hero (spec §2, §9): 668 px high, one banner. Its video plays above 768 px
 * and without reduced motion, over its image as poster; phones get the image only.
 */
export default function VideoHero({ banner }: { banner: Banner | null }) {
  const { t } = useI18n();
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)');

  return (
    <section aria-labelledby="hero-title" className="on-dark relative isolate h-[668px] overflow-hidden bg-ink text-white">
      {banner ? (
        <>
          <PreloadHeroImage banner={banner} />
          <HeroSlide banner={banner} active first playVideo={desktop && motionOk} />
        </>
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_70%_30%,#2a2a30_0%,#0b0b0c_65%)]" />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10 md:bg-gradient-to-r md:from-ink/85 md:via-ink/45 md:to-transparent"
      />

      <div className="container-site relative flex h-full flex-col justify-end pb-20 md:pb-28">
        <p className="eyebrow text-gold">{t('home.video_eyebrow')}</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-[2.25rem] leading-[1.05] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[4.25rem]"
        >
          {t('home.video_title')}
        </h1>
        <p className="mt-5 max-w-xl text-[15px] leading-relaxed text-white/75 sm:text-lg">
          {t('home.video_text')}
        </p>
        {banner?.button_text && banner.button_link && (
          <SmartLink
            href={banner.button_link}
            className="group mt-8 inline-flex w-fit items-center gap-3 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-lg transition-colors hover:bg-paper"
          >
            {/* The staff write a banner's button in Spanish. */}
            <span lang="es">{banner.button_text}</span>
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SmartLink>
        )}
      </div>
    </section>
  );
}
