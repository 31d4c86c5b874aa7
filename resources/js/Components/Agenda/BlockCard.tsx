import { useForm } from '@inertiajs/react';
import type { AgendaBlock } from '@contracts/agenda';
import { formatDateTime, formatTime } from '@contracts/format';
import { canaryDate } from '@contracts/canary-date';
import { route } from '@contracts/routes';
import Button from '@/Components/ui/Button';

/** When a block runs: its times within one day, else its first and last moments. */
function span(block: AgendaBlock): string {
  const last = new Date(new Date(block.fin).getTime() - 1).toISOString();
  return canaryDate(new Date(block.inicio)) === canaryDate(new Date(last)) ? `${formatTime(block.inicio)}–${formatTime(block.fin)}` : `${formatDateTime(block.inicio)} – ${formatDateTime(block.fin)}`;
}

/** Time a salesperson is off or blocked, and 'Quitar' for those the viewer may remove. */
export default function BlockCard({ block }: { block: AgendaBlock }) {
  const form = useForm({});
  return (
    <article aria-label={`${block.tipo === 'ausencia' ? 'Ausencia' : 'Bloqueo'} de ${block.vendedor.nombre}`} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-dashed border-line bg-paper px-4 py-3 text-sm">
      <p>
        <span className="font-semibold">{block.tipo === 'ausencia' ? 'Ausencia' : 'Bloqueo'}</span> · {block.vendedor.nombre} · <span className="tabular-nums">{span(block)}</span>
        {block.motivo && <span className="block text-muted">{block.motivo}</span>}
      </p>
      {block.borrable && (
        <Button size="sm" variant="secondary" disabled={form.processing} onClick={() => form.delete(route('agenda.bloqueos.destroy', { id: block.id }), { preserveScroll: true })}>
          Quitar
        </Button>
      )}
    </article>
  );
}
