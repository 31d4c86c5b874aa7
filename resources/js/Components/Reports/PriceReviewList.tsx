import { Link } from '@inertiajs/react';
import { formatNumber, formatPrice } from '@contracts/format';
import type { PriceReviewRow } from '@contracts/stock-aging';
import { buttonClass } from '@/Components/ui/Button';

const th = 'px-3 py-3 text-left text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase';

function ReviewLink({ row }: { row: PriceReviewRow }) {
  return (
    <Link href={row.editUrl} className={buttonClass('secondary', 'sm')} aria-label={`Revisar precio: ${row.titulo}`}>
      Revisar precio
    </Link>
  );
}

/** The cars whose price to review, as a table (tablets and desktops). */
export function PriceReviewTable({ rows }: { rows: PriceReviewRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Coches con más de 60 días y poco interés</caption>
      <thead className="border-b border-line bg-sand/50">
        <tr>
          <th scope="col" className={`${th} pl-5`}>Vehículo</th>
          <th scope="col" className={`${th} text-right`}>Días</th>
          <th scope="col" className={`${th} text-right`}>Precio</th>
          <th scope="col" className={`${th} text-right`}>Visitas</th>
          <th scope="col" className={`${th} text-right`}>Contactos</th>
          <th scope="col" className={`${th} text-right`}>Coste</th>
          <th scope="col" className={`${th} pr-5`}>
            <span className="sr-only">Acción</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="py-3 pr-3 pl-5 text-left font-normal">
              <span className="block font-medium text-ink">{row.titulo}</span>
              <span className="text-muted">{row.sede}</span>
            </th>
            <td className="px-3 py-3 text-right font-semibold text-accent tabular-nums">{formatNumber(row.dias)}</td>
            <td className="px-3 py-3 text-right tabular-nums">{formatPrice(row.precio)}</td>
            <td className="px-3 py-3 text-right tabular-nums">{formatNumber(row.visitas)}</td>
            <td className="px-3 py-3 text-right tabular-nums">{formatNumber(row.contactos)}</td>
            <td className="px-3 py-3 text-right tabular-nums">{formatPrice(row.coste)}</td>
            <td className="py-2 pr-5 pl-3 text-right">
              <ReviewLink row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same as cards (phones). */
export function PriceReviewCards({ rows }: { rows: PriceReviewRow[] }) {
  return (
    <ul className="divide-y divide-line/70">
      {rows.map((row) => (
        <li key={row.id} className="space-y-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{row.titulo}</p>
              <p className="text-sm text-muted">{row.sede}</p>
            </div>
            <p className="shrink-0 text-right text-sm font-semibold text-accent tabular-nums">{formatNumber(row.dias)} días</p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {[
              ['Precio', formatPrice(row.precio)],
              ['Coste acumulado', formatPrice(row.coste)],
              ['Visitas', formatNumber(row.visitas)],
              ['Contactos', formatNumber(row.contactos)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs text-muted">{term}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ReviewLink row={row} />
        </li>
      ))}
    </ul>
  );
}
