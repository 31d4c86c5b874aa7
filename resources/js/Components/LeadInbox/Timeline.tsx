import { Link } from '@inertiajs/react';
import { formatDateTime, formatDay, formatPrice } from '@contracts/format';
import { ESTADOS_SOLICITUD, TIMELINE_STEP, type TimelineEntry } from '@contracts/lead-workflow';

/** A test drive's entry: who moved, cancelled or closed it, and its time. */
function describeDrive(entry: Extract<TimelineEntry, { tipo: 'prueba' }>, who: string): string {
  const when = formatDateTime(entry.inicio);
  switch (entry.accion) {
    case 'movida':
      return entry.autor ? `${who} movió la prueba de conducción al ${when}` : `El cliente movió la prueba de conducción al ${when}`;
    case 'hecha':
      return `${who} marcó como hecha la prueba de conducción del ${when}`;
    case 'no_presentado':
      return `${who} marcó que el cliente no se presentó a la prueba del ${when}`;
    case 'cancelada':
      if (entry.por === 'coche') return `Prueba de conducción del ${when} cancelada: el coche dejó de estar disponible`;
      return entry.autor ? `${who} canceló la prueba de conducción del ${when}` : `El cliente canceló la prueba de conducción del ${when}`;
  }
}

/** What one entry says, with its author ('Alguien del equipo' once that account is gone). */
function describe(entry: TimelineEntry): string {
  const who = entry.autor ?? 'Alguien del equipo';
  switch (entry.tipo) {
    case 'recibida':
      return 'Solicitud recibida';
    case 'estado':
      return `${who} cambió el estado de «${ESTADOS_SOLICITUD[entry.de]}» a «${ESTADOS_SOLICITUD[entry.a]}»`;
    case 'asignacion':
      if (entry.desactivada) return `${who} desactivó la cuenta que la tenía asignada: queda sin asignar`;
      if (entry.a === null) return `${who} la dejó sin asignar`;
      return entry.propia ? `${who} se la asignó` : `${who} la asignó a ${entry.a}`;
    case 'nota':
      return `${who} añadió una nota`;
    case 'presupuesto':
      return `${who} hizo el presupuesto ${entry.referencia} para ${entry.comprador}`;
    case 'prueba':
      return describeDrive(entry, who);
  }
}

/** The enquiry's timeline, newest first, ending with its arrival; 'Ver anteriores' shows older entries. */
export default function Timeline({ entries, anteriores }: { entries: TimelineEntry[]; anteriores: number }) {
  const more = `?historial=${entries.length + TIMELINE_STEP}`;
  return (
    <ol className="mt-3 space-y-4 border-l border-line pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="relative text-sm">
          <span aria-hidden="true" className={`absolute top-1.5 -left-[21px] size-2.5 rounded-full ring-2 ring-white ${entry.tipo === 'nota' ? 'bg-gold' : entry.tipo === 'recibida' ? 'bg-muted' : 'bg-accent'}`} />
          <p className="text-ink">{describe(entry)}</p>
          {entry.tipo === 'estado' && entry.motivo && <p className="mt-0.5 text-muted">Motivo: {entry.motivo}</p>}
          {entry.tipo === 'presupuesto' && (
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-paper px-3 py-2 text-ink/90">
              <span>
                {entry.coche} · <span className="tabular-nums">{formatPrice(entry.precio)}</span> · válido hasta el {formatDay(entry.validoHasta)}
              </span>
              <a href={entry.url} download className="font-semibold text-accent underline underline-offset-4">
                Descargar PDF<span className="sr-only"> del presupuesto {entry.referencia}</span>
              </a>
            </p>
          )}
          {entry.tipo === 'nota' && <p className="mt-1.5 rounded-lg bg-paper px-3 py-2 leading-relaxed break-words whitespace-pre-wrap text-ink/90">{entry.texto}</p>}
          <time dateTime={entry.fecha} className="mt-0.5 block text-xs text-muted tabular-nums">
            {formatDateTime(entry.fecha)}
          </time>
        </li>
      ))}
      {anteriores > 0 && (
        <li className="text-sm">
          <Link href={more} preserveScroll only={['workflow']} className="font-medium text-ink underline underline-offset-4 hover:text-accent">
            Ver anteriores ({anteriores === 1 ? 'un cambio más' : `${anteriores} cambios más`})
          </Link>
        </li>
      )}
    </ol>
  );
}
