import type { LeadRow } from '@contracts/lead-inbox';
import { Contacto, Entrega, Fecha, NombreLink, OrigenChip, Seguimiento, Vehiculo } from './LeadParts';

/** The list on phones: one card per enquiry, the same data as a table row; the card opens the detail. */
export default function LeadCards({ rows }: { rows: LeadRow[] }) {
  return (
    <ul className="divide-y divide-line/70">
      {rows.map((row) => (
        <li key={row.id} className="group/lead relative cursor-pointer p-4 transition-colors hover:bg-paper">
          <div className="flex items-center justify-between gap-3 text-xs text-muted">
            <Fecha iso={row.created_at} />
            <OrigenChip origen={row.origen} />
          </div>
          <p className="mt-2 text-[15px]">
            <NombreLink row={row} />
          </p>
          <div className="mt-2">
            <Contacto row={row} />
          </div>
          {row.coche && (
            <p className="mt-2 text-[13px]">
              <Vehiculo coche={row.coche} />
            </p>
          )}
          <div className="mt-3 flex items-start justify-between gap-3 border-t border-line/60 pt-3">
            <Seguimiento row={row} />
            <Entrega row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
