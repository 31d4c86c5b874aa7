import { Link } from '@inertiajs/react';
import { ArrowRightIcon, SearchIcon } from '@/Components/icons';

/** Shortcuts into the search page; the parameters are the spec's filter fields (§3). */
const shortcuts = [
  { label: 'Eléctricos', href: '/buscar?combustible=4' },
  { label: 'Híbridos enchufables', href: '/buscar?combustible=9' },
  { label: 'Automáticos', href: '/buscar?cambio=1' },
  { label: 'Vendidos', href: '/buscar?vendidos=1' },
];

/** The home search box: a way into /buscar overlapping the hero. */
export default function SearchPanel() {
  return (
    <section aria-labelledby="buscar-title" className="container-site relative z-10 -mt-16">
      <div className="grid gap-6 rounded-2xl bg-white p-6 shadow-lift ring-1 ring-line/60 sm:p-8 md:grid-cols-[1fr_auto] md:items-center md:gap-10">
        <div>
          <h2 id="buscar-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Encuentra tu próximo coche
          </h2>
          <p className="mt-1 text-sm text-muted">Filtra por marca, modelo, combustible, precio o kilómetros.</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Búsquedas rápidas">
            {shortcuts.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className="inline-flex items-center rounded-full border border-line px-3.5 py-1.5 text-sm text-ink/80 transition-colors hover:border-ink/40 hover:text-ink"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Link
          href="/buscar"
          className="group inline-flex items-center justify-center gap-3 rounded-full bg-accent px-8 py-4 text-base font-semibold text-white shadow-md transition-colors hover:bg-accent-dark"
        >
          <SearchIcon className="size-5" />
          Buscar vehículos
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </section>
  );
}
