import { useId } from 'react';
import { formatNumber, formatPrice } from '@contracts/format';
import { TRAMOS, type AgingRow } from '@contracts/stock-aging';

const th = 'px-3 py-3 text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase';
const td = 'px-3 py-3 text-right tabular-nums whitespace-nowrap';

/** A titled section: cars per days-in-stock bracket for each group (a branch, a brand), with the total row and the holding cost; scrolls sideways on a phone. */
export default function AgingTable({ title, caption, grupo, rows, total }: { title: string; caption: string; grupo: string; rows: AgingRow[]; total?: AgingRow }) {
  const headingId = useId();
  const line = (row: AgingRow, strong = false) => (
    <tr key={row.nombre} className={strong ? 'bg-paper font-semibold' : undefined}>
      <th scope="row" className={`sticky left-0 z-10 py-3 pr-3 pl-5 text-left font-medium whitespace-nowrap ${strong ? 'bg-paper' : 'bg-white'}`}>
        {row.nombre}
      </th>
      {TRAMOS.map((tramo) => (
        <td key={tramo.key} className={`${td} ${tramo.key === 'd90' && row.tramos.d90 > 0 ? 'text-accent' : ''}`}>
          {formatNumber(row.tramos[tramo.key])}
        </td>
      ))}
      <td className={`${td} font-semibold`}>{formatNumber(row.coches)}</td>
      <td className={`${td} pr-5`}>{formatPrice(row.coste)}</td>
    </tr>
  );
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div role="region" aria-label={caption} tabIndex={0} className="mt-4 overflow-x-auto rounded-2xl border border-line/80 bg-white shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sand">
          <tr>
            <th scope="col" className={`${th} sticky left-0 z-10 bg-sand pl-5 text-left`}>
              {grupo}
            </th>
            {TRAMOS.map((tramo) => (
              <th key={tramo.key} scope="col" className={`${th} text-right`}>
                {tramo.label}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              Coches
            </th>
            <th scope="col" className={`${th} pr-5 text-right`}>
              Coste estimado
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70 bg-white">
          {rows.map((row) => line(row))}
          {total && line(total, true)}
        </tbody>
      </table>
      </div>
    </section>
  );
}
