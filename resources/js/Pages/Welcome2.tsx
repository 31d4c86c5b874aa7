import { Head } from '@inertiajs/react';
import AppointmentSection from '@/Components/Home/AppointmentSection';
import ExperienceBlock from '@/Components/Home/ExperienceBlock';
import LatestVehicles from '@/Components/Home/LatestVehicles';
import MadeToOrderCard from '@/Components/Home/MadeToOrderCard';
import VideoHero from '@/Components/Home/VideoHero';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** The second home variant (spec §2, route '/inicio'): video banner, made-to-order card, stock, appointment. */
export default function Welcome2({ banner, ultimas, marcas, notaFinanciacion }: PageProps<'Welcome2'>) {
  const { t } = useI18n();
  return (
    <>
      <Head title={t('home.home2_meta_title')}>
        <meta head-key="description" name="description" content={t('home.home2_meta_description')} />
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
