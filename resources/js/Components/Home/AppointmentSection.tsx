import type { Lookup } from '@contracts/pages';
import { branchesWithPhone } from '@contracts/company';
import { telHref } from '@contracts/site';
import AppointmentCard from '@/Components/Forms/AppointmentCard';
import { CalendarIcon, ClockIcon, PhoneIcon } from '@/Components/icons/site';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';

/** The home page's contact form (spec §2 Home): why to come, the branches' phones, 'Pedir cita'. */
export default function AppointmentSection({ marcas }: { marcas: Lookup[] }) {
  const { t } = useI18n();
  const phones = branchesWithPhone(useEmpresa());
  return (
    <section id="pedir-cita" aria-labelledby="cita-title" className="bg-sand/70">
      <div className="container-site grid gap-12 py-20 sm:py-24 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow text-accent">{t('home.appointment_eyebrow')}</p>
          <h2 id="cita-title" className="mt-2 text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-4xl">
            {t('home.appointment_title')}
          </h2>
          <p className="mt-5 max-w-md leading-relaxed text-muted">{t('home.appointment_text')}</p>

          <ul className="mt-8 grid gap-3 text-sm">
            <li className="flex items-center gap-3 text-ink/80">
              <CalendarIcon className="size-5 shrink-0 text-gold" />
              {t('home.appointment_test_drive')}
            </li>
            <li className="flex items-center gap-3 text-ink/80">
              <ClockIcon className="size-5 shrink-0 text-gold" />
              {t('home.appointment_reply')}
            </li>
          </ul>

          {phones.length > 0 && (
            <>
              <h3 className="eyebrow mt-10 text-muted">{t('home.appointment_call_title')}</h3>
              <ul className="mt-4 divide-y divide-line border-y border-line">
                {phones.map(({ branch, phone }) => (
                  <li key={branch.slug} className="flex items-center justify-between gap-4 py-3.5">
                    <span>
                      <span className="block font-medium">{branch.name}</span>
                      <span className="block text-xs text-muted">{branch.island}</span>
                    </span>
                    <a
                      href={telHref(phone)}
                      className="inline-flex shrink-0 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold tabular-nums transition-colors hover:border-ink/40"
                    >
                      <PhoneIcon className="size-4 text-accent" />
                      <span className="sr-only">{t('home.appointment_call_branch', { branch: branch.name })}</span>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <AppointmentCard marcas={marcas} title={t('forms.appointment_request')} />
      </div>
    </section>
  );
}
