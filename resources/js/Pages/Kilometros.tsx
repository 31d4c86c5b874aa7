import { Head } from '@inertiajs/react';
import DgtReportCard from '@/Components/Mileage/DgtReportCard';
import ReadingForm from '@/Components/Mileage/ReadingForm';
import ReadingList from '@/Components/Mileage/ReadingList';
import CarPageHeading from '@/Components/Staff/CarPageHeading';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatKm } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';

const card = 'rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6';

/**
 * 'Kilómetros' of one car: its odometer readings (the day, the km, the source), one below an
 * earlier reading explained before the car may be on the site, and its DGT report. The car page
 * shows the readings as a chart and a table, each explanation beside its reading.
 */
export default function Kilometros({ coche, lecturas, informe, hoy }: PageProps<'Kilometros'>) {
  const unexplained = lecturas.filter((lectura) => lectura.sin_explicar).length;
  const highest = lecturas.reduce((top, lectura) => Math.max(top, lectura.km), 0);
  return (
    <>
      <Head title="Kilómetros" />
      <CarPageHeading coche={coche} title="Kilómetros" details={`${formatKm(coche.kilometros)} en la ficha · ${coche.publico ? 'en la web' : 'fuera de la web'}`} />
      {unexplained > 0 && (
        <p role="status" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-600/20">
          {unexplained === 1 ? 'Una lectura es menor' : `${unexplained} lecturas son menores`} que otra anterior y no tiene explicación: el coche no puede publicarse hasta que la expliques.
        </p>
      )}

      {highest > coche.kilometros && (
        <p role="status" className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-500/30">
          Una lectura ({formatKm(highest)}) supera los kilómetros de la ficha ({formatKm(coche.kilometros)}): revisa la ficha o la lectura, porque el comprador verá las dos cifras.
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="lecturas" className={card}>
          <h2 id="lecturas" className="text-lg font-semibold">
            Lecturas
          </h2>
          <p className="mt-1 text-sm text-muted">Por fecha. Se ven en la ficha del coche, con su fuente y su explicación.</p>
          <div className="mt-2">
            <ReadingList lecturas={lecturas} />
          </div>
          <h3 className="mt-6 border-t border-line pt-6 text-base font-semibold">Añadir lectura</h3>
          <div className="mt-4">
            <ReadingForm cocheId={coche.id} lecturas={lecturas} hoy={hoy} />
          </div>
        </section>
        <section aria-labelledby="informe" className={card}>
          <h2 id="informe" className="text-lg font-semibold">
            Informe de la DGT
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">El informe del vehículo de la DGT, en PDF.</p>
          <DgtReportCard coche={coche} informe={informe} />
        </section>
      </div>
    </>
  );
}

Kilometros.layout = StaffLayout;
