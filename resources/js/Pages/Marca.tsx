import { Head, Link } from '@inertiajs/react';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import { ArrowRightIcon } from '@/Components/icons/site';
import Pagination from '@/Components/Pagination';
import SeoHead from '@/Components/SeoHead';
import FinanceNote from '@/Components/FinanceNote';
import VehicleCard from '@/Components/VehicleCard';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** The cards loaded eagerly (the first row a visitor sees), as on /buscar. */
const EAGER_CARDS = 3;

function Breadcrumb({ nombre }: { nombre: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link href={route('home')} className="hover:text-ink hover:underline">
            Inicio
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link href={route('buscar')} className="hover:text-ink hover:underline">
            Vehículos
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          {nombre}
        </li>
      </ol>
    </nav>
  );
}

function intro(nombre: string, total: number): string {
  if (total === 0) return `Ahora mismo no tenemos ningún ${nombre} disponible. Consulta todo nuestro stock o vuelve pronto.`;
  const count = total === 1 ? 'Un' : formatNumber(total);
  return `${count} ${nombre} de ocasión ${total === 1 ? 'disponible' : 'disponibles'}, revisados por nuestro taller y con garantía mínima de 12 meses, en Gran Canaria y Tenerife.`;
}

/** /marca/{brand}: one brand's unsold cars, newest first (the breadcrumb's brand link). */
export default function Marca({ marca, entradas, seo, notaFinanciacion }: PageProps<'Marca'>) {
  return (
    <>
      <SeoHead seo={seo} />
      {/* A brand with no car in stock is an empty page for search engines (a soft 404). */}
      {entradas.total === 0 && (
        <Head>
          <meta head-key="robots" name="robots" content="noindex, follow" />
        </Head>
      )}
      <section className="container-site py-16 sm:py-20">
        <Breadcrumb nombre={marca.nombre} />
        <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="eyebrow text-accent">Marca</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{marca.nombre} de ocasión en Canarias</h1>
            <p className="mt-3 max-w-2xl text-muted">{intro(marca.nombre, entradas.total)}</p>
          </div>
          <Link
            href={`${route('buscar')}?marcas=${marca.id}`}
            className="group inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
          >
            Ver todos en el buscador
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
        {entradas.data.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {entradas.data.map((vehicle, index) => (
              <li key={vehicle.id} className="flex">
                <VehicleCard vehicle={vehicle} priority={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-muted">
            No se encontraron resultados.
          </p>
        )}
        <Pagination links={entradas.links} />
        <FinanceNote text={notaFinanciacion} vehicles={entradas.data} className="mt-8" />
      </section>
    </>
  );
}

Marca.layout = PublicLayout;
