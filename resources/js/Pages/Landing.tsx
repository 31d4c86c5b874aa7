import { Head } from '@inertiajs/react';
import HeroBackground from '@/Components/Landing/HeroBackground';
import LeadForm from '@/Components/Landing/LeadForm';
import { PhoneIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { mainPhone } from '@contracts/company';
import { telHref } from '@contracts/site';
import type { PageProps } from '@contracts/page-registry';

const PROMISES = ['landing.promise_free', 'landing.promise_call_slot', 'landing.promise_finance'] as const;

/**
 * The appointment landing 'Solicitar cita' (spec §2; /cita?vehicle_id=&origen=): a 668 px hero
 * with the image or video background and the glass lead form '¿Quieres probarlo?'.
 */
export default function Landing({ hero, vehicle, origen }: PageProps<'Landing'>) {
  const { t } = useI18n();
  const phone = mainPhone(useEmpresa());
  return (
    <>
      <Head title={t('landing.request_appointment')}>
        <meta head-key="description" name="description" content={t('landing.meta_description')} />
      </Head>
      <section aria-labelledby="cita-title" className="on-dark relative isolate overflow-hidden bg-ink text-white md:h-[668px]">
        <HeroBackground hero={hero} />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/25 max-md:bg-gradient-to-b max-md:via-ink/70 max-md:to-ink/95" />
        <div className="container-site grid h-full items-center gap-10 py-12 md:grid-cols-[1fr_minmax(0,30rem)] md:py-0">
          <div>
            <p className="eyebrow text-gold">{t('landing.eyebrow')}</p>
            <h1 id="cita-title" className="mt-4 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
              {vehicle ? t('landing.test_drive_vehicle', { vehicle: vehicle.title }) : t('landing.request_appointment')}
            </h1>
            <ul className="mt-6 grid gap-3 text-[15px] text-white/80">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-center gap-3">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
                  {t(promise)}
                </li>
              ))}
            </ul>
            {phone && (
              <a href={telHref(phone)} className="mt-8 inline-flex items-center gap-2 rounded-full border border-white/25 px-5 py-2.5 text-sm font-medium hover:border-white/50">
                <PhoneIcon className="size-4 text-gold" />
                {t('landing.call_instead', { phone })}
              </a>
            )}
          </div>
          <div className="on-light rounded-3xl bg-white/85 p-6 text-ink shadow-lift ring-1 ring-white/60 backdrop-blur-xl sm:p-7">
            <h2 className="text-2xl font-semibold tracking-tight">{t('landing.form_title')}</h2>
            <p className="mt-1 mb-5 text-sm text-muted">{t('landing.form_text')}</p>
            <LeadForm origen={origen} vehicleId={vehicle?.id ?? null} label={t('landing.request_appointment')} />
          </div>
        </div>
      </section>
    </>
  );
}

Landing.layout = PublicLayout;
