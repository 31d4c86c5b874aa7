import { Head, usePage } from '@inertiajs/react';
import { lazy, Suspense, useState } from 'react';
import SeoHead from '@/Components/SeoHead';
import Breadcrumb from '@/Components/Vehicle/Breadcrumb';
import ContactActions from '@/Components/Vehicle/ContactActions';
import InspectionSummary from '@/Components/History/InspectionSummary';
import MileageHistory from '@/Components/History/MileageHistory';
import Gallery from '@/Components/Vehicle/Gallery';
import { GALLERY_SIZES } from '@/Components/Vehicle/gallery-slides';
import MobileBar from '@/Components/Vehicle/MobileBar';
import MoreInfo from '@/Components/Vehicle/MoreInfo';
import PriceCard, { type PriceView } from '@/Components/Vehicle/PriceCard';
import ShareModal from '@/Components/Vehicle/ShareModal';
import SoldCard from '@/Components/Vehicle/SoldCard';
import SpecsAccordion from '@/Components/Vehicle/SpecsAccordion';
import VehicleHeader from '@/Components/Vehicle/VehicleHeader';
import { useHydrated } from '@/hooks/useHydrated';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import { branchById } from '@contracts/site';
import { ESTADO_VENDIDO, statusLabel, vehicleTitle } from '@contracts/vehicle';
import type { FinanceChoice } from '@contracts/finance';
import type { PageProps } from '@contracts/page-registry';

// The form and its validation (zod) load when the visitor first asks to contact us.
const ContactModal = lazy(() => import('@/Components/Vehicle/ContactModal'));
const ReservationModal = lazy(() => import('@/Components/Vehicle/ReservationModal'));
// The slot picker and its form load when the visitor first asks for a test drive.
const TestDriveModal = lazy(() => import('@/Components/Vehicle/TestDriveModal'));
// The similar cars, at the end of the page, load once it is hydrated (never in the server's HTML, so
// every render of the page is the same): the page's first load stays within the JS budget.
const SimilarCars = lazy(() => import('@/Components/Vehicle/SimilarCars'));

type Dialog = 'share' | 'contact' | 'reserve' | 'drive' | null;

/** Vehicle detail (spec §2 "Vehicle detail", route /vehiculo/{slug}). */
export default function Vehicle({ coche, precio, fotos, video, seo, shareUrl, financiacion, ejemploFinanciacion, similares, notaFinanciacion, reservaOnline, inspeccion, lecturas_km, informe_dgt, imperfecciones }: PageProps<'Vehicle'>) {
  const { appName } = usePage().props;
  const { t } = useI18n();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [priceView, setPriceView] = useState<PriceView>('contado');
  const [credit, setCredit] = useState<FinanceChoice | null>(null);
  const hydrated = useHydrated();
  const [contactWanted, setContactWanted] = useState(false);
  const [reserveWanted, setReserveWanted] = useState(false);
  // Each opening starts afresh (a new key), so the slots are read again, without the one just booked.
  const [driveOpenings, setDriveOpenings] = useState(0);
  const title = vehicleTitle(coche);
  const sold = coche.estado_id === ESTADO_VENDIDO;
  const first = fotos[0];

  const openContact = () => {
    setContactWanted(true);
    setDialog('contact');
  };
  const openReserve = () => {
    setReserveWanted(true);
    setDialog('reserve');
  };
  const openDrive = () => {
    setDriveOpenings((count) => count + 1);
    setDialog('drive');
  };
  const closeDialog = () => setDialog(null);

  return (
    <>
      <SeoHead seo={seo} type="product" />
      {first && !video && (
        // The first photo is the largest thing on the page: fetch it with the HTML. (With a
        // video the first slide is the video, and the photo waits for its turn.)
        <Head>
          <link
            head-key="preload-photo"
            rel="preload"
            as="image"
            {...{ imagesrcset: first.avifSrcset, imagesizes: GALLERY_SIZES }}
            type="image/avif"
            fetchPriority="high"
          />
        </Head>
      )}

      <div className="container-site pt-6 pb-14 sm:pt-8 sm:pb-20">
        <Breadcrumb coche={coche} />
        <div className="mt-6">
          <VehicleHeader coche={coche} onShare={() => setDialog('share')} />
        </div>

        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22.5rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <Gallery title={title} fotos={fotos} video={video} fallbackUrl={coche.thumbnailUrl} status={statusLabel(coche.estado_id)} imperfecciones={imperfecciones} />
          </div>
          <aside aria-label={t('vehicle.price_and_contact')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {/* The calculator is taller than a laptop's screen: only the cash card stays in view while scrolling. */}
            <div className={`space-y-4 ${priceView === 'contado' ? 'lg:sticky lg:top-24' : ''}`}>
              {precio === null ? (
                <SoldCard />
              ) : (
                <PriceCard coche={coche} precio={precio} appName={appName} terms={financiacion} credit={credit} onCredit={setCredit} example={ejemploFinanciacion} view={priceView} onView={setPriceView} />
              )}
              <ContactActions coche={coche} shareUrl={shareUrl} onInterested={openContact} onReserve={openReserve} onTestDrive={openDrive} />
            </div>
          </aside>
          <div className="min-w-0 space-y-4">
            {inspeccion && <InspectionSummary inspeccion={inspeccion} slug={coche.slug} />}
            {(lecturas_km.length > 0 || informe_dgt) && <MileageHistory lecturas={lecturas_km} informe={informe_dgt} />}
            <SpecsAccordion coche={coche} />
            <MoreInfo appName={appName} guarantee={precio?.guarantee ?? null} />
          </div>
        </div>
      </div>

      {hydrated && similares.length > 0 && (
        <Suspense fallback={null}>
          <SimilarCars vehicles={similares} financeNote={notaFinanciacion} />
        </Suspense>
      )}

      <MobileBar price={precio?.cash ?? null} branch={branchById(coche.sede_id).slug} onInterested={openContact} />
      <ShareModal open={dialog === 'share'} onClose={closeDialog} url={shareUrl} title={title} />
      {reserveWanted && (
        <Suspense fallback={null}>
          <ReservationModal open={dialog === 'reserve'} onClose={closeDialog} coche={coche} online={reservaOnline} />
        </Suspense>
      )}
      {driveOpenings > 0 && (
        <Suspense fallback={null}>
          <TestDriveModal key={driveOpenings} open={dialog === 'drive'} onClose={closeDialog} coche={coche} />
        </Suspense>
      )}
      {contactWanted && (
        <Suspense fallback={null}>
          <ContactModal open={dialog === 'contact'} onClose={closeDialog} coche={coche} terms={financiacion} credit={sold ? null : credit} />
        </Suspense>
      )}
    </>
  );
}

Vehicle.layout = PublicLayout;
