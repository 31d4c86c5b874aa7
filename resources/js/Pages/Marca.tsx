import { Head } from '@inertiajs/react';
import ListingLanding from '@/Components/Listing/ListingLanding';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** /marca/{brand}: one brand's unsold cars, newest first (the breadcrumb's brand link), and its models. */
export default function Marca({ marca, migas, modelos, entradas, seo, notaFinanciacion }: PageProps<'Marca'>) {
  const { t, route } = useI18n();
  const brand = marca.nombre;
  const total = entradas.total;
  return (
    <>
      <SeoHead seo={seo} />
      {/* A brand with no car in stock is an empty page for search engines (a soft 404). */}
      {total === 0 && (
        <Head>
          <meta head-key="robots" name="robots" content="noindex, follow" />
        </Head>
      )}
      <ListingLanding
        migas={migas}
        eyebrow={t('listing.brand_eyebrow')}
        titulo={t('listing.brand_title', { brand })}
        intro={total === 0 ? t('listing.brand_intro_empty', { brand }) : t('listing.brand_intro', { brand, count: total })}
        buscarUrl={`${route('buscar')}?marcas=${marca.id}`}
        enlaces={{ titulo: t('listing.brand_models', { brand }), items: modelos }}
        entradas={entradas}
        notaFinanciacion={notaFinanciacion}
      />
    </>
  );
}

Marca.layout = PublicLayout;
