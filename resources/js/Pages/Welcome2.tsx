import { Head } from '@inertiajs/react';
import AppointmentSection from '@/Components/Home/AppointmentSection';
import ExperienceBlock from '@/Components/Home/ExperienceBlock';
import LatestVehicles from '@/Components/Home/LatestVehicles';
import MadeToOrderCard from '@/Components/Home/MadeToOrderCard';
import VideoHero from '@/Components/Home/VideoHero';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** The second home variant (spec §2, route '/inicio'): video banner, made-to-order card, stock, appointment. */
export default function Welcome2({ banner, ultimas, marcas, notaFinanciacion }: PageProps<'Welcome2'>) {
  return (
    <>
      <Head title="Inicio">
        <meta
          head-key="description"
          name="description"
          content="Coches premium de ocasión en Gran Canaria y Tenerife, y compra a la carta: buscamos por encargo el vehículo que quieres, revisado y con garantía."
        />
      </Head>
      <VideoHero banner={banner} />
      <MadeToOrderCard vehicles={ultimas} banner={banner} />
      <LatestVehicles vehicles={ultimas} financeNote={notaFinanciacion} />
      <AppointmentSection marcas={marcas} />
      <ExperienceBlock />
    </>
  );
}

Welcome2.layout = PublicLayout;
