import { branches } from '@contracts/site';
import BranchContact from '@/Components/Content/BranchContact';
import ListingLanding from '@/Components/Listing/ListingLanding';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** An island's branches, where its cars can be seen and tried. */
function IslandBranches({ isla, sedes }: { isla: string; sedes: readonly number[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="sedes-isla" className="mt-16">
      <h2 id="sedes-isla" className="text-2xl font-semibold tracking-tight">
        {t('listing.island_branches', { count: sedes.length, island: isla })}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {branches
          .filter((branch) => sedes.includes(branch.id))
          .map((branch) => (
            <BranchContact key={branch.id} branch={branch} level={3} />
          ))}
      </div>
    </section>
  );
}

/**
 * /coches-segunda-mano/{marca}/{modelo} and /coches-segunda-mano/{isla}: the unsold cars of a
 * model or of an island's branches, as a landing page for search engines (a page without cars
 * is a 404, so it never shows empty).
 */
export default function SegundaMano({ ambito, migas, titulo, intro, buscarUrl, enlaces, entradas, seo, notaFinanciacion }: PageProps<'SegundaMano'>) {
  const { t, path } = useI18n();
  return (
    <>
      <SeoHead seo={seo} />
      <ListingLanding
        migas={migas}
        eyebrow={ambito.tipo === 'modelo' ? ambito.marca.nombre : t('listing.island_eyebrow')}
        titulo={titulo}
        intro={intro}
        buscarUrl={path(buscarUrl)}
        enlaces={enlaces}
        entradas={entradas}
        notaFinanciacion={notaFinanciacion}
      >
        {ambito.tipo === 'isla' && <IslandBranches isla={ambito.isla} sedes={ambito.sedes} />}
      </ListingLanding>
    </>
  );
}

SegundaMano.layout = PublicLayout;
