import type { LandingHero } from '@contracts/landing';
import { CLASEA_PAYMENT } from '@contracts/lead-forms';
import HeroBackground from '@/Components/Landing/HeroBackground';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

/** The landing's 620 px hero (spec §2, §9): the car, the headline offer and the open action. */
export default function ClaseaHero({ hero, onOpenForm }: { hero: LandingHero | null; onOpenForm: () => void }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="clasea-title" className="on-dark relative isolate h-[620px] overflow-hidden bg-ink text-white">
      <HeroBackground hero={hero} position="object-[70%_50%]" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/55 to-ink/10 max-md:bg-gradient-to-t max-md:from-ink/95 max-md:via-ink/60" />
      <div className="container-site flex h-full flex-col justify-end pb-16 md:justify-center md:pb-0">
        <p className="eyebrow text-gold">{t('landing.clasea_eyebrow')}</p>
        <h1 id="clasea-title" className="mt-4 max-w-2xl text-4xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl">
          {t('landing.clasea_title')}
        </h1>
        <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-semibold whitespace-nowrap text-gold sm:text-4xl">{t('landing.clasea_offer', { payment: CLASEA_PAYMENT })}</span>
          <span className="text-sm text-white/70">{t('landing.clasea_offer_note')}</span>
        </p>
        <button
          type="button"
          onClick={onOpenForm}
          className="group mt-8 inline-flex w-fit items-center gap-3 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-lg hover:bg-paper"
        >
          {t('landing.clasea_cta')}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </button>
      </div>
    </section>
  );
}
