import { Head } from '@inertiajs/react';
import AppointmentSection from '@/Components/Home/AppointmentSection';
import ExperienceBlock from '@/Components/Home/ExperienceBlock';
import HomeHero from '@/Components/Home/HomeHero';
import LatestVehicles from '@/Components/Home/LatestVehicles';
import SearchPanel from '@/Components/Home/SearchPanel';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** Home (spec §2 "Home", route '/'). */
export default function Welcome({ banners, ultimas, search, notaFinanciacion }: PageProps<'Welcome'>) {
  const { t } = useI18n();
  return (
    <>
      <Head title={t('home.meta_title')}>
        <meta head-key="description" name="description" content={t('home.meta_description')} />
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
