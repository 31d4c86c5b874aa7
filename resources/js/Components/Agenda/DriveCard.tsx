import { Link, useForm } from '@inertiajs/react';
import { useRef, useState } from 'react';
import { CANCELADA_POR, PRUEBA_ESTADOS, type AgendaDrive } from '@contracts/agenda';
import { formatTime } from '@contracts/format';
import { route } from '@contracts/routes';
import Badge, { type Tone } from '@/Components/ui/Badge';
import Button from '@/Components/ui/Button';

const TONES: Record<AgendaDrive['estado'], Tone> = { reservada: 'green', hecha: 'grey', no_presentado: 'yellow', cancelada: 'red' };

/** Reassign: the salespeople of the branch free at the drive's time. */
function ReassignForm({ drive }: { drive: AgendaDrive }) {
  const form = useForm({ user_id: '' });
  if (drive.libres.length === 0) return <p className="text-xs text-muted">Nadie más de la sede está libre a esa hora.</p>;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        form.post(route('agenda.asignar', { id: drive.id }), { preserveScroll: true });
      }}
    >
      <label className="sr-only" htmlFor={`reasignar-${drive.id}`}>
        Reasignar la prueba de las {formatTime(drive.inicio)} a
      </label>
      <select id={`reasignar-${drive.id}`} value={form.data.user_id} onChange={(event) => form.setData('user_id', event.target.value)} className="min-w-0 flex-1 rounded-full border border-line bg-white px-3 py-2 text-sm">
        <option value="">Reasignar a…</option>
        {drive.libres.map((person) => (
          <option key={person.id} value={person.id}>
            {person.nombre}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="secondary" disabled={form.processing || form.data.user_id === ''}>
        Reasignar
      </Button>
    </form>
  );
}

/** One drive of the Agenda: when, the car, the visitor and who takes it; and, while it is booked, what staff can do with it. */
export default function DriveCard({ drive, onMove }: { drive: AgendaDrive; onMove: (drive: AgendaDrive) => void }) {
  const action = useForm({ estado: '' });
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const post = (url: string, data: Record<string, string> = {}) => {
    action.transform(() => data);
    action.post(url, { preserveScroll: true });
  };
  const booked = drive.estado === 'reservada';
  return (
    <article aria-label={`Prueba de las ${formatTime(drive.inicio)}: ${drive.coche.titulo}`} className="rounded-2xl border border-line/80 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums">
          {formatTime(drive.inicio)}–{formatTime(drive.fin)}
        </p>
        <Badge tone={TONES[drive.estado]}>{drive.estado === 'cancelada' && drive.cancelada_por ? `Cancelada: ${CANCELADA_POR[drive.cancelada_por]}` : PRUEBA_ESTADOS[drive.estado]}</Badge>
      </div>
      <p className="mt-1 font-medium">
        <Link href={drive.coche.editar} className="inline-flex min-h-6 items-center underline decoration-line underline-offset-4 hover:decoration-ink">
          {drive.coche.titulo}
        </Link>
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-muted">Cliente</dt>
          <dd className="min-w-0 break-words">
            <Link href={drive.solicitud} className="inline-flex min-h-6 items-center font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
              {drive.cliente.nombre}
            </Link>
            <a href={`tel:${drive.cliente.telefono.replace(/\s+/g, '')}`} className="flex min-h-6 items-center text-muted hover:text-ink">
              {drive.cliente.telefono}
            </a>
            <a href={`mailto:${drive.cliente.email}`} className="flex min-h-6 items-center break-all text-muted hover:text-ink">
              {drive.cliente.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-muted">Atiende</dt>
          <dd>{drive.vendedor.nombre}</dd>
        </div>
      </dl>
      {booked && (
        <div className="mt-4 space-y-3 border-t border-line pt-3">
          <div className="flex flex-wrap gap-2">
            {drive.huecos && (
              <Button size="sm" variant="secondary" onClick={() => onMove(drive)} aria-haspopup="dialog">
                Mover
              </Button>
            )}
            {drive.cerrable && (
              <>
                <Button size="sm" variant="secondary" disabled={action.processing} onClick={() => post(route('agenda.resultado', { id: drive.id }), { estado: 'hecha' })}>
                  Hecha
                </Button>
                <Button size="sm" variant="secondary" disabled={action.processing} onClick={() => post(route('agenda.resultado', { id: drive.id }), { estado: 'no_presentado' })}>
                  No se presentó
                </Button>
              </>
            )}
            {!cancelling && !drive.cerrable && (
              <Button
                ref={cancelButton}
                size="sm"
                variant="danger"
                onClick={() => {
                  setCancelling(true);
                  requestAnimationFrame(() => confirmButton.current?.focus());
                }}
              >
                Cancelar
              </Button>
            )}
          </div>
          {cancelling && (
            <div role="group" aria-label="Cancelar la prueba" className="rounded-xl bg-accent/5 px-3 py-3 text-sm ring-1 ring-accent/20">
              <p>El cliente recibirá un aviso por correo. ¿Cancelas la prueba?</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button ref={confirmButton} size="sm" variant="danger" disabled={action.processing} onClick={() => post(route('agenda.cancelar', { id: drive.id }))}>
                  Sí, cancelar la prueba
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setCancelling(false);
                    requestAnimationFrame(() => cancelButton.current?.focus());
                  }}
                >
                  No
                </Button>
              </div>
            </div>
          )}
          <ReassignForm drive={drive} />
        </div>
      )}
    </article>
  );
}
