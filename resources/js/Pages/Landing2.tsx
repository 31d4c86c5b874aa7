import { Head } from '@inertiajs/react';
import { CLASEA_PAYMENT } from '@contracts/lead-forms';
import ClaseaCollage from '@/Components/Landing/ClaseaCollage';
import ClaseaFeatures from '@/Components/Landing/ClaseaFeatures';
import ClaseaHeader from '@/Components/Landing/ClaseaHeader';
import ClaseaHero from '@/Components/Landing/ClaseaHero';
import LeadForm from '@/Components/Landing/LeadForm';
import { useFormReveal } from '@/Components/Landing/useFormReveal';
import Modal from '@/Components/Modal';
import SiteFooter from '@/Components/SiteFooter';
import LocaleLayout from '@/Layouts/LocaleLayout';
import CreditText from '@/Components/CreditText';
import { PhoneIcon } from '@/Components/icons/site';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { mainPhone } from '@contracts/company';
import { telHref } from '@contracts/site';
import type { PageProps } from '@contracts/page-registry';

/**
 * Landing /landing/clasea (spec §2), the second landing variant: its own sticky header, a 620 px
 * hero with the offer, a collage and the features; the lead form in a modal (at most 720 px)
 * that opens at the page end, on #formulario or from the open actions.
 */
export default function Landing2({ appName, hero, collage, origen, ejemploFinanciacion }: PageProps<'Landing2'>) {
  const { t } = useI18n();
  const phone = mainPhone(useEmpresa());
  const { open, openForm, close, sentinel } = useFormReveal();
  return (
    <div className="flex min-h-dvh flex-col">
      <Head title={t('landing.clasea_meta_title', { payment: CLASEA_PAYMENT })}>
        <meta head-key="description" name="description" content={t('landing.clasea_meta_description', { payment: CLASEA_PAYMENT })} />
      </Head>
      <ClaseaHeader onOpenForm={openForm} />
      <main id="contenido" className="flex-1">
        <ClaseaHero hero={hero} onOpenForm={openForm} />
        <section aria-label={t('landing.gallery')} className="container-site py-14 sm:py-20">
          <ClaseaCollage images={collage} />
        </section>
        <section className="container-site pb-16 sm:pb-24">
          <ClaseaFeatures />
        </section>
        <section className="on-dark bg-ink text-white">
          <div className="container-site flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
            <div>
              <p className="text-3xl font-semibold tracking-tight">
                {t('landing.clasea_offer', { payment: CLASEA_PAYMENT })}
                {ejemploFinanciacion && <a href="#ejemplo-financiacion" aria-label={t('landing.example_link')} className="ml-0.5 underline underline-offset-4">*</a>}
              </p>
              <p className="mt-1 text-white/70">{t('landing.offer_text')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              {phone && (
                <a href={telHref(phone)} className="inline-flex items-center gap-2 rounded-full border border-white/25 px-5 py-3 text-sm font-medium hover:border-white/50">
                  <PhoneIcon className="size-4 text-gold" />
                  {phone}
                </a>
              )}
              <button type="button" onClick={openForm} className="rounded-full bg-accent px-6 py-3 text-sm font-semibold hover:bg-accent-dark">
                {t('landing.request_offer')}
              </button>
            </div>
          </div>
          {ejemploFinanciacion && (
            <p id="ejemplo-financiacion" className="container-site max-w-4xl scroll-mt-24 pb-10 text-xs leading-relaxed text-white/70">
              * <CreditText text={ejemploFinanciacion} />
            </p>
          )}
        </section>
      </main>
      <SiteFooter appName={appName} />
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <Modal open={open} onClose={close} title={t('landing.form_title')} description={t('landing.form_text')} maxWidth="landing">
        <LeadForm origen={origen} vehicleId={null} label={t('landing.request_offer')} />
      </Modal>
    </div>
  );
}

Landing2.layout = LocaleLayout;
