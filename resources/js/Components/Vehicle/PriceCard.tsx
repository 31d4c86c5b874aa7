import { useId, useState } from 'react';
import type { VehicleDetail } from '@contracts/pages';
import { formatPrice } from '@contracts/format';
import { ESTADO_RESERVADO } from '@contracts/vehicle';
import PriceBadges from '@/Components/Vehicle/PriceBadges';
import { cashBreakdown, DELIVERY_OPTIONS, financedPrice, type DeliveryId } from '@/Components/Vehicle/pricing';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The dealer's financing price, apart from the cash figures: it only holds if the financing is approved. */
function FinancingOffer({ price, appName }: { price: number; appName: string }) {
  return (
    <div className="mt-6 rounded-xl bg-sand/50 px-4 py-4 ring-1 ring-line/80">
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-sm font-semibold">Financiando con {appName}</span>
        <span className="text-xl font-bold tracking-tight whitespace-nowrap text-accent tabular-nums">{formatPrice(price)}</span>
      </p>
      <p className="mt-1.5 text-xs leading-relaxed text-muted">
        Precio sujeto a la aprobación de la financiación con {appName}. Consulta las condiciones con nuestro equipo.
      </p>
    </div>
  );
}

/**
 * The 'Al contado' card (spec §2, §4): the cash price (precio), the breakdown from 'Precio al
 * contado inicial', the delivery choice and the final price. An offer (precio_oferta) is the
 * price when financing with the dealer, so it is shown apart and never taken off the cash total.
 * Under the price, what comes with the car (PriceBadges). A reserved car keeps its prices with a
 * clear 'Reservado' notice and its final price (spec §4), but offers no delivery choice: it is
 * already promised to someone.
 */
export default function PriceCard({ coche, appName }: { coche: VehicleDetail; appName: string }) {
  const [delivery, setDelivery] = useState<DeliveryId>('recogida');
  const name = useId();
  const price = cashBreakdown(coche, delivery);
  const financed = financedPrice(coche);
  const reserved = coche.estado_id === ESTADO_RESERVADO;

  return (
    <section aria-labelledby={`${name}-title`} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-7">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${name}-title`} className="eyebrow text-muted">
          Al contado
        </h2>
        {reserved && (
          <span className="rounded-full bg-gold px-3 py-1 text-[11px] font-bold tracking-[0.18em] text-ink uppercase">Reservado</span>
        )}
      </div>

      <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums">{formatPrice(price.initial)}</p>
      <PriceBadges coche={coche} />
      {reserved && (
        <p className="mt-3 rounded-xl bg-gold/15 px-4 py-3 text-sm leading-relaxed text-ink/80">
          Este vehículo está reservado. Escríbenos y te avisamos si la reserva no se formaliza o te buscamos uno similar.
        </p>
      )}

      <dl className="mt-6 space-y-2.5 border-t border-line pt-5">
        <Line label="Precio al contado inicial" value={formatPrice(price.initial)} />
      </dl>

      {!reserved && (
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold">Entrega</legend>
          <div className="mt-2.5 space-y-2">
            {DELIVERY_OPTIONS.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm transition-colors hover:border-ink/30 has-[:checked]:border-ink has-[:checked]:bg-sand/40"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={delivery === option.id}
                  onChange={() => setDelivery(option.id)}
                  className="size-4 accent-accent"
                />
                <span className="flex-1">{option.label}</span>
                <span className="font-medium whitespace-nowrap tabular-nums">{formatPrice(option.price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="mt-5 flex items-end justify-between gap-4 border-t border-line pt-5" aria-live="polite">
        <p className="text-sm font-semibold">Precio final todo incluido</p>
        <p className="text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums">
          {delivery === 'domicilio' && <span className="mr-1 text-sm font-medium text-muted">desde</span>}
          {formatPrice(price.total)}
        </p>
      </div>
      {financed !== null && <FinancingOffer price={financed} appName={appName} />}
    </section>
  );
}
