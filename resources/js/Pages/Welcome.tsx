import { Head } from '@inertiajs/react';
import AppointmentSection from '@/Components/Home/AppointmentSection';
import ExperienceBlock from '@/Components/Home/ExperienceBlock';
import HomeHero from '@/Components/Home/HomeHero';
import LatestVehicles from '@/Components/Home/LatestVehicles';
import SearchPanel from '@/Components/Home/SearchPanel';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** Home (spec §2 "Home", route '/'). */
export default function Welcome({ banners, ultimas, search, notaFinanciacion }: PageProps<'Welcome'>) {
  return (
    <>
      <Head title="Coches premium de ocasión en Canarias">
        <meta
          head-key="description"
          name="description"
          content="Concesionario de coches premium de ocasión y seminuevos en Gran Canaria y Tenerife. Vehículos revisados, con garantía mínima de 12 meses y financiación a medida."
        />
      </Head>
      <HomeHero banners={banners} />
      <SearchPanel search={search} />
      <LatestVehicles vehicles={ultimas} financeNote={notaFinanciacion} />
      <AppointmentSection marcas={search.marcas} />
      <ExperienceBlock />
    </>
  );
}

Welcome.layout = PublicLayout;
