import { formatNumber } from '@contracts/format';
import { experienceStats } from '@contracts/site';

/** The home page's '20 años de experiencia' block with its counters (spec §1). */
export default function ExperienceBlock() {
  return (
    <section aria-labelledby="experiencia-title" className="on-dark bg-ink text-white">
      <div className="container-site grid gap-14 py-20 sm:py-24 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="eyebrow text-gold">Desde 2003</p>
          <h2 id="experiencia-title" className="mt-3 text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-4xl">
            20 años de experiencia
          </h2>
          <p className="mt-5 max-w-lg leading-relaxed text-white/70">
            Somos especialistas en vehículos de marcas premium en Canarias. Seleccionamos cada coche, lo revisamos en
            nuestro taller y lo entregamos con garantía. Y si no lo tenemos en stock, lo buscamos para ti con nuestro
            servicio de compra a la carta.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 sm:gap-x-10">
          {experienceStats.map((stat) => (
            <div key={stat.label} className="flex flex-col border-t border-gold/40 pt-5">
              <dt className="mt-1 text-sm text-white/60">{stat.label}</dt>
              <dd className="order-first text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
                {stat.prefix}
                {formatNumber(stat.value)}
                {stat.suffix && <span className="ml-1 text-2xl font-medium text-white/80 sm:text-3xl">{stat.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
