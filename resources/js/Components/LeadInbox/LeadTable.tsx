import type { LeadRow } from '@contracts/lead-inbox';
import { Contacto, Entrega, Fecha, NombreLink, OrigenChip, Seguimiento, Vehiculo } from './LeadParts';

const th = 'sticky top-0 z-10 bg-sand/95 px-3 py-3 text-left text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase backdrop-blur-sm';

/** The list on wider screens: one row per enquiry; the whole row opens the detail. */
export default function LeadTable({ rows }: { rows: LeadRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Solicitudes recibidas</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} pl-5`}>Fecha</th>
            <th scope="col" className={th}>Origen</th>
            <th scope="col" className={th}>Nombre</th>
            <th scope="col" className={th}>Contacto</th>
            <th scope="col" className={th}>Vehículo</th>
            <th scope="col" className={th}>Seguimiento</th>
            <th scope="col" className={`${th} pr-5`}>Entrega</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr key={row.id} className="group/lead relative cursor-pointer align-top transition-colors hover:bg-paper">
              <td className="py-3.5 pr-3 pl-5 text-ink/80">
                <Fecha iso={row.created_at} />
              </td>
              <td className="px-3 py-3.5">
                <OrigenChip origen={row.origen} />
              </td>
              <td className="px-3 py-3.5">
                <NombreLink row={row} />
              </td>
              <td className="max-w-64 px-3 py-3.5">
                <Contacto row={row} />
              </td>
              <td className="max-w-60 px-3 py-3.5">
                <Vehiculo coche={row.coche} />
              </td>
              <td className="px-3 py-3.5">
                <Seguimiento row={row} />
              </td>
              <td className="py-3.5 pr-5 pl-3">
                <Entrega row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
