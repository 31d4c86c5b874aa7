import { branches } from '@contracts/site';
import BranchContact from '@/Components/Content/BranchContact';
import PageHeader from '@/Components/Content/PageHeader';
import AppointmentCard from '@/Components/Forms/AppointmentCard';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** /contacto (spec §2 "Contact"): the three branches, each with its map on demand, then the 'Pedir cita' form. */
export default function Contacto({ marcas, seo }: PageProps<'Contacto'>) {
  const { t } = useI18n();
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="contacto-title" eyebrow={t('content.contact_eyebrow')} title={t('content.contact_title')}>
        <p>{t('content.contact_lead')}</p>
      </PageHeader>

      <section aria-label={t('content.branches_label')} className="container-site py-14 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-3">
          {branches.map((branch) => (
            <BranchContact key={branch.slug} branch={branch} />
          ))}
        </div>
      </section>

      <section id="pedir-cita" aria-labelledby="cita-title" className="bg-sand/70">
        <div className="container-site grid gap-10 py-16 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <div>
            <p className="eyebrow text-accent">{t('content.appointment_eyebrow')}</p>
            <h2 id="cita-title" className="mt-2 text-3xl font-semibold tracking-tight">
              {t('content.appointment_title')}
            </h2>
            <p className="mt-5 max-w-md leading-relaxed text-muted">{t('content.appointment_text')}</p>
          </div>
          <AppointmentCard marcas={marcas} />
        </div>
      </section>
    </>
  );
}

Contacto.layout = PublicLayout;
