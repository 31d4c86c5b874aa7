import { Head } from '@inertiajs/react';
import HeroBackground from '@/Components/Landing/HeroBackground';
import LeadForm from '@/Components/Landing/LeadForm';
import { PhoneIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useEmpresa } from '@/hooks/useEmpresa';
import { mainPhone } from '@contracts/company';
import { telHref } from '@contracts/site';
import type { PageProps } from '@contracts/page-registry';

const PROMISES = ['Sin compromiso y sin coste', 'Te llamamos en la franja que elijas', 'Financiación a tu medida si la necesitas'];

/**
 * The appointment landing 'Solicitar cita' (spec §2; /cita?vehicle_id=&origen=): a 668 px hero
 * with the image or video background and the glass lead form '¿Quieres probarlo?'.
 */
export default function Landing({ hero, vehicle, origen }: PageProps<'Landing'>) {
  const phone = mainPhone(useEmpresa());
  return (
    <>
      <Head title="Solicitar cita">
        <meta head-key="description" name="description" content="Solicita tu prueba gratuita de un coche premium en GTCars, en Gran Canaria o Tenerife. Te llamamos cuando prefieras." />
      </Head>
      <section aria-labelledby="cita-title" className="on-dark relative isolate overflow-hidden bg-ink text-white md:h-[668px]">
        <HeroBackground hero={hero} />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/25 max-md:bg-gradient-to-b max-md:via-ink/70 max-md:to-ink/95" />
        <div className="container-site grid h-full items-center gap-10 py-12 md:grid-cols-[1fr_minmax(0,30rem)] md:py-0">
          <div>
            <p className="eyebrow text-gold">Prueba gratuita</p>
            <h1 id="cita-title" className="mt-4 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
              {vehicle ? `Prueba el ${vehicle.title}` : 'Solicitar cita'}
            </h1>
            <ul className="mt-6 grid gap-3 text-[15px] text-white/80">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-center gap-3">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
                  {promise}
                </li>
              ))}
            </ul>
            {phone && (
              <a href={telHref(phone)} className="mt-8 inline-flex items-center gap-2 rounded-full border border-white/25 px-5 py-2.5 text-sm font-medium hover:border-white/50">
                <PhoneIcon className="size-4 text-gold" />
                ¿Prefieres llamar? {phone}
              </a>
            )}
          </div>
          <div className="on-light rounded-3xl bg-white/85 p-6 text-ink shadow-lift ring-1 ring-white/60 backdrop-blur-xl sm:p-7">
            <h2 className="text-2xl font-semibold tracking-tight">¿Quieres probarlo?</h2>
            <p className="mt-1 mb-5 text-sm text-muted">Solicita tu prueba gratuita.</p>
            <LeadForm origen={origen} vehicleId={vehicle?.id ?? null} label="Solicitar cita" />
          </div>
        </div>
      </section>
    </>
  );
}

Landing.layout = PublicLayout;
