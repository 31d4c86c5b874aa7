import { Link } from '@inertiajs/react';
import { PRUEBA_ESTADOS, type PanelDrive } from '@contracts/agenda';
import { formatTime } from '@contracts/format';
import { route } from '@contracts/routes';
import { CalendarIcon } from '@/Components/icons/staff';

/** The panel's 'Pruebas de hoy': today's test drives at every branch, by time, and the way to the Agenda. */
export default function TodaysDrives({ drives }: { drives: { data: PanelDrive[]; total: number } }) {
  const more = drives.total - drives.data.length;
  return (
    <section aria-labelledby="pruebas-hoy" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="pruebas-hoy" className="text-lg font-semibold tracking-tight">
          Pruebas de hoy
        </h2>
        <Link href={route('agenda')} className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold underline underline-offset-4">
          <CalendarIcon className="size-4" />
          Ver la agenda
        </Link>
      </div>
      <div className="mt-4 rounded-2xl border border-line/80 bg-white shadow-card">
        {drives.data.length === 0 ? (
          <p className="px-5 py-4 text-sm text-muted">No hay pruebas de conducción hoy.</p>
        ) : (
          <ul className="divide-y divide-line">
            {drives.data.map((drive) => (
              <li key={drive.id} className="grid grid-cols-[3.5rem_1fr] gap-x-3 px-5 py-3 text-sm sm:grid-cols-[3.5rem_1fr_auto]">
                <span className="font-semibold tabular-nums">{formatTime(drive.inicio)}</span>
                <span className="min-w-0">
                  <Link href={drive.solicitud} className="inline-flex min-h-6 items-center font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
                    {drive.coche}
                  </Link>
                  <span className="block text-muted">
                    {drive.cliente} · {drive.sede} · {drive.vendedor}
                  </span>
                </span>
                <span className="col-start-2 text-muted sm:col-start-3">{PRUEBA_ESTADOS[drive.estado]}</span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="border-t border-line px-5 py-3 text-sm text-muted">{more === 1 ? 'Y 1 prueba más en la agenda.' : `Y ${more} pruebas más en la agenda.`}</p>}
      </div>
    </section>
  );
}
