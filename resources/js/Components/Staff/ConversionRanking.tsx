import { Link } from '@inertiajs/react';
import { useId } from 'react';
import { CONVERSION_MIN_VISITS, type ConversionCar } from '@contracts/car-activity';
import { formatNumber, formatShare } from '@contracts/format';
import { route } from '@contracts/routes';
import { contactosLabel, visitasLabel } from '@/lib/stock-list';

/** The panel's cars that turn the most visits into enquiries, each opening its edit page. */
export default function ConversionRanking({ cars, days }: { cars: ConversionCar[]; days: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-7">
      <h2 id={id} className="text-base font-semibold tracking-tight">
        Mejor conversión
      </h2>
      <p className="mt-1 text-xs text-muted">
        Contactos por visita en los últimos {days} días, entre los coches con {formatNumber(CONVERSION_MIN_VISITS)} visitas o más.
      </p>
      {cars.length === 0 ? (
        <p className="mt-6 rounded-xl bg-sand/60 px-4 py-5 text-sm text-muted">Aún ningún coche tiene visitas suficientes para compararlo.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line/70">
          {cars.map((car, index) => (
            <li key={car.id} className="flex items-center gap-3 py-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-sand text-xs font-semibold tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link href={route('coches.edit', { id: car.id })} className="line-clamp-2 text-sm leading-snug font-medium text-ink hover:text-accent">
                  {car.nombre}
                </Link>
                <p className="mt-0.5 text-xs text-muted tabular-nums">
                  {visitasLabel(car.visitas)} · {contactosLabel(car.contactos)}
                </p>
              </div>
              <span className="shrink-0 text-lg font-semibold text-accent tabular-nums">{formatShare(car.conversion)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
