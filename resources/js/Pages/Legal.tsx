import { Link, usePage } from '@inertiajs/react';
import { DEFAULT_LOCALE, LOCALE_DETAILS, type Locale } from '@contracts/locales';
import { legalLinks } from '@contracts/site';
import LegalText from '@/Components/Content/LegalText';
import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import { urlInLocale } from '@/lib/language-choice';
import type { PageProps } from '@contracts/page-registry';

/** 'YYYY-MM' → "noviembre de 2026" ("November 2026"). */
function versionDate(version: string, locale: Locale): string {
  const [year = 2026, month = 1] = version.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE_DETAILS[locale].tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/**
 * /aviso_legal, /politica_privacidad, /condiciones-reserva and /accesibilidad: the texts of
 * contracts/legal.ts in the page's language, with their version. A translation says first that
 * the Spanish text binds, and links to it.
 */
export default function Legal({ documento, seo }: PageProps<'Legal'>) {
  const { url } = usePage();
  const { t, rich, locale, route, path } = useI18n();
  const other = legalLinks.filter((link) => path(link.href) !== route(documento.slug));
  return (
    <>
      <SeoHead seo={seo} />
      <article aria-labelledby="legal-title">
        <PageHeader id="legal-title" eyebrow={t('legal.eyebrow')} title={documento.title}>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="inline-flex items-center rounded-full border border-line bg-white px-3 py-1 font-medium text-ink">
              {t('legal.version', { version: documento.version })}
            </span>
            <span>{t('legal.last_updated', { date: versionDate(documento.version, locale) })}</span>
          </p>
        </PageHeader>
        <div className="container-site grid gap-12 py-14 sm:py-16 lg:grid-cols-[1fr_16rem]">
          <div className="max-w-3xl">
            {locale !== DEFAULT_LOCALE && (
              <p className="mb-8 rounded-xl bg-sand/60 px-4 py-3 text-sm leading-relaxed ring-1 ring-line/70">
                {rich('legal.translation_notice', {
                  link: (words) => (
                    <Link href={urlInLocale(url, DEFAULT_LOCALE)} hrefLang={DEFAULT_LOCALE} className="font-semibold underline decoration-line underline-offset-4 hover:decoration-ink">
                      {words}
                    </Link>
                  ),
                })}
              </p>
            )}
            <p className="mb-10 text-lg leading-relaxed text-ink/85">{documento.intro}</p>
            <LegalText sections={documento.sections} />
          </div>
          <aside aria-label={t('legal.other_texts')} className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl border border-line bg-white p-5 text-sm shadow-card">
              <p className="eyebrow text-muted">{t('legal.see_also')}</p>
              <ul className="mt-3 space-y-2">
                {other.map((link) => (
                  <li key={link.href}>
                    <Link href={path(link.href)} className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href={route('contacto')} className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
                    {t('legal.contact')}
                  </Link>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </article>
    </>
  );
}

Legal.layout = PublicLayout;
