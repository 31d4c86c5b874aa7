import { Link } from '@inertiajs/react';
import type { Banner, VehicleCard } from '@contracts/pages';
import ResponsiveImage from '@/Components/ResponsiveImage';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

const STEPS = ['home.order_step_brief', 'home.order_step_search', 'home.order_step_deliver'] as const;

/** Phones: a photo band at the top of the card; from 1024 px: the whole card. */
const PHOTO_CLASS = 'absolute inset-x-0 top-0 -z-20 h-80 w-full object-cover lg:h-full';

/** The card's background: a car photo from the stock, else the hero banner's image, else a gradient. */
function CardPhoto({ car, banner }: { car: VehicleCard | undefined; banner: Banner | null }) {
  if (car?.image) {
    return <ResponsiveImage image={car.image} sizes="(min-width: 1280px) 1216px, 100vw" alt="" className={PHOTO_CLASS} />;
  }
  if (banner?.imageUrl) {
    return (
      <picture>
        {banner.imageSrcset && <source type="image/webp" srcSet={banner.imageSrcset} sizes="100vw" />}
        <img src={banner.imageUrl} alt="" width={1920} height={768} loading="lazy" decoding="async" className={PHOTO_CLASS} />
      </picture>
    );
  }
  return <div className={`${PHOTO_CLASS} bg-[radial-gradient(ellipse_at_75%_35%,#34343b_0%,#0b0b0c_70%)]`} />;
}

/**
 * The second home's large card (spec §2): a rounded, full-width card with a car photo as its
 * background, presenting the made-to-order purchase service, with links to the stock and to /cita.
 */
export default function MadeToOrderCard({ vehicles, banner }: { vehicles: VehicleCard[]; banner: Banner | null }) {
  const { t, route } = useI18n();
  const car = vehicles.find((vehicle) => vehicle.image);
  return (
    <section aria-labelledby="encargo-title" className="container-site pt-20 sm:pt-24">
      <div
        data-testid="encargo-card"
        className="on-dark relative isolate overflow-hidden rounded-[2rem] bg-ink text-white shadow-2xl shadow-ink/20"
      >
        <CardPhoto car={car} banner={banner} />
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-ink/0 via-ink/35 to-ink lg:hidden" />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-ink from-20% via-ink/75 via-50% to-ink/0 lg:block"
        />
        <div className="flex min-h-[560px] flex-col justify-end px-6 pt-56 pb-10 sm:px-12 sm:pt-72 sm:pb-14 lg:pt-14 lg:min-h-[600px] lg:max-w-[62%] lg:justify-center lg:px-16">
          <p className="eyebrow text-gold">{t('home.order_eyebrow')}</p>
          <h2 id="encargo-title" className="mt-3 text-[2rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
            {t('home.order_title')}
          </h2>
          <p className="mt-5 max-w-lg leading-relaxed text-white/75 sm:text-lg">
            {t('home.order_text')}
          </p>
          <ol className="mt-7 grid max-w-lg gap-3 text-sm text-white/85">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full border border-gold/60 text-xs font-semibold text-gold tabular-nums">
                  {index + 1}
                </span>
                <span className="pt-0.5">{t(step)}</span>
              </li>
            ))}
          </ol>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              href={route('cita')}
              className="group inline-flex items-center gap-3 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-lg transition-colors hover:bg-paper"
            >
              {t('forms.appointment_request')}
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
            <Link
              href={route('buscar')}
              className="inline-flex items-center rounded-full border border-white/40 px-7 py-3.5 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
            >
              {t('home.order_stock')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
