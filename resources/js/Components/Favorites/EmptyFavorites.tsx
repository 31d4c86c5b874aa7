import { Link } from '@inertiajs/react';
import { ArrowRightIcon, HeartIcon } from '@/Components/icons/site';

/** The favourites page with nothing kept yet: what the heart does and a way to the stock. */
export default function EmptyFavorites() {
  return (
    <div className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-16 text-center shadow-card sm:py-20">
      <span className="grid size-16 place-items-center rounded-full bg-sand text-accent">
        <HeartIcon className="size-8" />
      </span>
      <h2 className="mt-6 text-2xl font-semibold tracking-tight">Aún no tienes favoritos</h2>
      <p className="mt-3 max-w-md text-muted">
        Pulsa el corazón de cualquier vehículo para guardarlo aquí y tenerlo a mano cuando vuelvas.
      </p>
      <Link
        href="/buscar"
        className="group mt-8 inline-flex items-center gap-3 rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white shadow-lg transition-colors hover:bg-ink-soft"
      >
        Explorar vehículos
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </div>
  );
}
