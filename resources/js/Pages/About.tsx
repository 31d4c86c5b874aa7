import { Link } from '@inertiajs/react';
import FunderLogos from '@/Components/Content/FunderLogos';
import HistoryPillars from '@/Components/Content/HistoryPillars';
import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import { ArrowRightIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** /historia (spec §1, §2 "About us"): the company's history, what sets it apart and the funded project. */
export default function About({ seo }: PageProps<'About'>) {
  const { t, route } = useI18n();
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="historia-title" eyebrow={t('content.about_eyebrow')} title={t('content.about_title')}>
        <p>{t('content.about_lead')}</p>
      </PageHeader>

      <section aria-labelledby="nuestra-historia" className="container-site grid gap-10 py-16 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <p className="eyebrow text-accent">{t('content.history_eyebrow')}</p>
          <h2 id="nuestra-historia" className="mt-2 text-3xl font-semibold tracking-tight">
            {t('content.history_title')}
          </h2>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-ink/80">
          <p>{t('content.history_founding')}</p>
          <p>{t('content.history_specialism')}</p>
          <p>{t('content.history_today')}</p>
        </div>
      </section>

      <HistoryPillars />

      <section aria-labelledby="innovacion" className="container-site py-16 sm:py-20">
        <div className="max-w-3xl">
          <p className="eyebrow text-accent">{t('content.innovation_eyebrow')}</p>
          <h2 id="innovacion" className="mt-2 text-3xl font-semibold tracking-tight">
            {t('content.innovation_title')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink/80">{t('content.innovation_text')}</p>
          <p className="mt-4 leading-relaxed text-muted">{t('content.innovation_funding')}</p>
        </div>
        <div className="mt-10">
          <FunderLogos />
        </div>
        <div className="mt-14 flex flex-wrap gap-3">
          <Link href={route('buscar')} className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft">
            {t('content.see_vehicles')} <ArrowRightIcon className="size-4" />
          </Link>
          <Link href={route('equipo')} className="inline-flex items-center rounded-full border border-line bg-white px-6 py-3.5 text-sm font-semibold transition-colors hover:border-ink/40">
            {t('content.meet_team')}
          </Link>
        </div>
      </section>
    </>
  );
}

About.layout = PublicLayout;
