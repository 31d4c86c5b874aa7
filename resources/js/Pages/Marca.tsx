import { Head } from '@inertiajs/react';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import ListingLanding from '@/Components/Listing/ListingLanding';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

function intro(nombre: string, total: number): string {
  if (total === 0) return `Ahora mismo no tenemos ningún ${nombre} disponible. Consulta todo nuestro stock o vuelve pronto.`;
  const count = total === 1 ? 'Un' : formatNumber(total);
  return `${count} ${nombre} de ocasión ${total === 1 ? 'disponible, revisado' : 'disponibles, revisados'} por nuestro taller y con garantía mínima de 12 meses, en Gran Canaria y Tenerife.`;
}

/** /marca/{brand}: one brand's unsold cars, newest first (the breadcrumb's brand link), and its models. */
export default function Marca({ marca, migas, modelos, entradas, seo, notaFinanciacion }: PageProps<'Marca'>) {
  return (
    <>
      <SeoHead seo={seo} />
      {/* A brand with no car in stock is an empty page for search engines (a soft 404). */}
      {entradas.total === 0 && (
        <Head>
          <meta head-key="robots" name="robots" content="noindex, follow" />
        </Head>
      )}
      <ListingLanding
        migas={migas}
        eyebrow="Marca"
        titulo={`${marca.nombre} de ocasión en Canarias`}
        intro={intro(marca.nombre, entradas.total)}
        buscarUrl={`${route('buscar')}?marcas=${marca.id}`}
        enlaces={{ titulo: `Modelos de ${marca.nombre}`, items: modelos }}
        entradas={entradas}
        notaFinanciacion={notaFinanciacion}
      />
    </>
  );
}

Marca.layout = PublicLayout;
