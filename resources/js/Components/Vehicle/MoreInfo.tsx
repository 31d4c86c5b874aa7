import { guaranteeTerms, type CarGuarantee } from '@contracts/guarantee';
import Accordion from '@/Components/Vehicle/Accordion';
import { useI18n } from '@/lib/i18n';

const SERVICES = [
  { title: 'vehicle.service_inspected', text: 'vehicle.service_inspected_text' },
  { title: 'vehicle.service_reservation', text: 'vehicle.service_reservation_text' },
  { title: 'vehicle.service_trade_in', text: 'vehicle.service_trade_in_text' },
  { title: 'vehicle.service_finance', text: 'vehicle.service_finance_text' },
  { title: 'vehicle.service_languages', text: 'vehicle.service_languages_text' },
  { title: 'vehicle.service_delivery', text: 'vehicle.service_delivery_text' },
  { title: 'vehicle.service_sourcing', text: 'vehicle.service_sourcing_text' },
] as const;

/**
 * 'Más información' (spec §2): the car's guarantees in plain words (the legal one and the
 * commercial one, apart; none once the car is sold), the dealer's services and the small print.
 */
export default function MoreInfo({ appName, guarantee }: { appName: string; guarantee: CarGuarantee | null }) {
  const { t } = useI18n();
  return (
    <Accordion title={t('vehicle.more_info')}>
      <p className="max-w-prose leading-relaxed text-ink/80">{t('vehicle.about_dealer', { appName })}</p>
      {guarantee && (
        <section aria-labelledby="garantias" className="mt-6 rounded-xl px-4 py-4 ring-1 ring-line/80">
          <h3 id="garantias" className="font-semibold">
            {t('vehicle.car_guarantees')}
          </h3>
          <ul className="mt-2 space-y-2 text-sm leading-relaxed text-ink/80">
            {guaranteeTerms(guarantee, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <dl className="mt-6 grid gap-x-10 gap-y-5 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <div key={service.title}>
            <dt className="font-semibold">{t(service.title)}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-ink/75">{t(service.text)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-7 rounded-xl bg-sand/60 px-4 py-3 text-xs leading-relaxed text-muted">{t('vehicle.price_small_print')}</p>
    </Accordion>
  );
}
