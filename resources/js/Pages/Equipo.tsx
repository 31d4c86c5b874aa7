import PageHeader from '@/Components/Content/PageHeader';
import TeamSiteSection from '@/Components/Content/TeamSiteSection';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** The team page (spec §2 "Team page", /equipo): staff per site, with placeholder portraits. */
export default function Equipo({ sedes, seo }: PageProps<'Equipo'>) {
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="equipo-title" eyebrow="Equipo" title="Nuestro equipo">
        <p>
          Asesores, técnicos y personal de atención al cliente que conocen cada coche que vendemos. Estas son las personas
          que te atenderán en nuestros tres concesionarios.
        </p>
      </PageHeader>
      <div className="container-site space-y-16 py-16 sm:py-20">
        {sedes.map((sede) => (
          <TeamSiteSection key={sede.slug} sede={sede} />
        ))}
      </div>
    </>
  );
}

Equipo.layout = PublicLayout;
