import { useState, type FocusEvent } from 'react';
import type { Banner } from '@contracts/pages';
import HeroControls from '@/Components/Home/HeroControls';
import HeroSlide, { PreloadHeroImage } from '@/Components/Home/HeroSlide';
import SmartLink from '@/Components/SmartLink';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useHydrated } from '@/hooks/useHydrated';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useRotation } from '@/hooks/useRotation';
import { useI18n } from '@/lib/i18n';
import { DESKTOP_MEDIA_QUERY } from '@contracts/site';

/** Time each banner stays before the next fades in. */
export const HERO_ROTATION_MS = 6000;

/**
 * Home hero (spec §2, §9): 568 px high, the banners in their order as a crossfade rotation
 * (6 s each; paused on hover, on focus, by its button, and not automatic with reduced motion),
 * each with its call to action. A video banner plays only while active, above 768 px and
 * without reduced motion; phones get its image. Only the first banner is in the server HTML;
 * the others mount after hydration, lazily.
 */
export default function HomeHero({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  const slides = [...banners].sort((a, b) => a.order - b.order);
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)');
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useRotation(slides.length, HERO_ROTATION_MS, !motionOk || hovered || focused || stopped);
  const active = slides[index];

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-labelledby="hero-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="on-dark relative isolate h-[568px] overflow-hidden bg-ink text-white"
    >
      <PreloadHeroImage banner={slides[0]} />
      {slides.map(
        (banner, slide) =>
          (slide === 0 || hydrated) && (
            <HeroSlide
              key={banner.id}
              banner={banner}
              active={slide === index}
              first={slide === 0}
              playVideo={desktop && motionOk && slide === index}
            />
          ),
      )}
      {slides.length === 0 && (
        <div aria-hidden="true" className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_70%_30%,#2a2a30_0%,#0b0b0c_65%)]" />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/55 to-ink/10 max-md:bg-gradient-to-t max-md:from-ink/95 max-md:via-ink/60"
      />

      <div className="container-site relative flex h-full flex-col justify-end pb-24 md:justify-center md:pb-10">
        <p className="eyebrow text-gold">Gran Canaria · Tenerife</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-2xl text-[2.125rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t('home.hero_title')}
        </h1>
        <p className="mt-4 max-w-xl text-[15px] leading-relaxed text-white/75 sm:mt-5 sm:text-lg">
          {t('home.hero_text')}
        </p>
        {active?.button_text && active.button_link && (
          <SmartLink
            key={active.id}
            href={active.button_link}
            className="group mt-7 inline-flex w-fit items-center gap-3 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-lg transition-colors hover:bg-paper sm:mt-8"
          >
            {/* The staff write a banner's button in Spanish. */}
            <span lang="es">{active.button_text}</span>
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SmartLink>
        )}
        {slides.length > 1 && (
          <HeroControls
            count={slides.length}
            index={index}
            onPick={setIndex}
            stopped={motionOk ? stopped : null}
            onStopToggle={() => setStopped(!stopped)}
          />
        )}
      </div>
    </section>
  );
}
