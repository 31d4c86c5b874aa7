import { Link } from '@inertiajs/react';
import { formatDateTime, formatEuros } from '@contracts/format';
import { DEVOLUCION_ESTADOS, PAGO_ESTADOS, PAGO_METODOS, type PagoRow } from '@contracts/payments';
import { route } from '@contracts/routes';

const th = 'px-3 py-3 text-left text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase';

const TONES = { pagado: 'bg-emerald-50 text-emerald-800', pendiente: 'bg-sand text-ink', denegado: 'bg-accent/10 text-accent-dark', caducado: 'bg-line/60 text-muted' } as const;

function Estado({ row }: { row: PagoRow }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[row.estado]}`}>{PAGO_ESTADOS[row.estado]}</span>;
}

const refund = (row: PagoRow) => (row.devolucion ? `${DEVOLUCION_ESTADOS[row.devolucion.estado]} · ${formatEuros(row.devolucion.importe / 100)}` : '—');

function Buyer({ row }: { row: PagoRow }) {
  if (row.solicitud === null) return <span className="text-muted">Reserva eliminada</span>;
  return (
    <Link href={route('solicitudes.show', { id: row.solicitud })} className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
      {row.comprador}
    </Link>
  );
}

/** The payments as a table (tablets and desktops). */
export function PaymentTable({ rows }: { rows: PagoRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Pagos de señales online</caption>
      <thead className="border-b border-line bg-sand/50">
        <tr>
          <th scope="col" className={`${th} pl-5`}>Pedido</th>
          <th scope="col" className={th}>Fecha</th>
          <th scope="col" className={th}>Comprador y coche</th>
          <th scope="col" className={th}>Estado</th>
          <th scope="col" className={`${th} text-right`}>Importe</th>
          <th scope="col" className={th}>Autorización</th>
          <th scope="col" className={`${th} pr-5`}>Devolución</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="py-3 pr-3 pl-5 text-left font-mono text-[13px] font-normal">{row.pedido}</th>
            <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatDateTime(row.pagado ?? row.creado)}</td>
            <td className="px-3 py-3">
              <Buyer row={row} />
              <span className="block text-muted">{row.coche ?? '—'}</span>
            </td>
            <td className="px-3 py-3">
              <Estado row={row} />
              {row.metodo && <span className="mt-1 block text-[13px] text-muted">{PAGO_METODOS[row.metodo]}</span>}
            </td>
            <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatEuros(row.importe / 100)}</td>
            <td className="px-3 py-3 font-mono text-[13px]">{row.autorizacion ?? '—'}</td>
            <td className="py-3 pr-5 pl-3 whitespace-nowrap">{refund(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same as cards (phones). */
export function PaymentCards({ rows }: { rows: PagoRow[] }) {
  return (
    <ul className="divide-y divide-line/70">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Buyer row={row} />
              <p className="truncate text-muted">{row.coche ?? '—'}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatEuros(row.importe / 100)}</p>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Estado row={row} />
            {row.metodo && <span className="text-muted">{PAGO_METODOS[row.metodo]}</span>}
            <span className="font-mono text-[13px] text-muted">{row.pedido}</span>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-[13px]">
            <dt className="text-muted">Fecha</dt>
            <dd className="tabular-nums">{formatDateTime(row.pagado ?? row.creado)}</dd>
            <dt className="text-muted">Autorización</dt>
            <dd className="font-mono">{row.autorizacion ?? '—'}</dd>
            <dt className="text-muted">Devolución</dt>
            <dd>{refund(row)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
