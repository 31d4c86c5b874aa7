import { Head } from '@inertiajs/react';
import type { BuscarProps } from '@contracts/pages';
import Pagination from '@/Components/Pagination';
import VehicleCard from '@/Components/VehicleCard';
import PublicLayout from '@/Layouts/PublicLayout';

/** Vehicle search (spec §2 "Search page", route /buscar). */
export default function Buscar({ entradas }: BuscarProps) {
  return (
    <>
      <Head title="Buscar">
        <meta
          head-key="description"
          name="description"
          content="Coches premium de ocasión en Canarias: todo nuestro stock revisado y garantizado en Gran Canaria y Tenerife."
        />
      </Head>
      <section className="container-site py-16 sm:py-20">
        <p className="eyebrow text-accent">Stock</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Buscar Vehículos</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Todos nuestros vehículos están revisados por nuestro taller y se entregan con garantía.
        </p>
        {entradas.data.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {entradas.data.map((vehicle) => (
              <li key={vehicle.id} className="flex">
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-muted">
            No se encontraron resultados.
          </p>
        )}
        <Pagination links={entradas.links} />
      </section>
    </>
  );
}

Buscar.layout = PublicLayout;
