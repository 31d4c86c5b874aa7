import Modal from '@/Components/Modal';
import { formatDateTime, formatPrice } from '@contracts/format';
import type { PriceHistoryEntry } from '@contracts/stock';

/** 'Historial De Precios' (back-office §2): every price change, newest first, with who made it. */
export default function PriceHistoryModal({ open, onClose, precios }: { open: boolean; onClose: () => void; precios: PriceHistoryEntry[] }) {
  const rows = [...precios].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Modal open={open} onClose={onClose} title="Historial De Precios" description="Cada cambio de precio u oferta queda registrado con quién lo hizo." maxWidth="xl">
      {rows.length === 0 ? (
        <p className="rounded-xl bg-sand/60 px-4 py-6 text-center text-sm text-muted">Aún no hay cambios de precio.</p>
      ) : (
        <div className="max-h-[400px] overflow-auto rounded-xl border border-line/80">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-sand text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4">Fecha</th>
                <th scope="col" className="px-3 py-3 sm:px-4 text-right">Precio</th>
                <th scope="col" className="px-3 py-3 sm:px-4">Usuario</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/70">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-3 sm:px-4 whitespace-nowrap text-muted">{formatDateTime(row.created_at)}</td>
                  <td className="px-3 py-3 sm:px-4 text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatPrice(row.precio)}
                    {row.precio_oferta !== null && <span className="block text-xs font-normal text-accent">Oferta {formatPrice(row.precio_oferta)}</span>}
                  </td>
                  <td className="px-3 py-3 sm:px-4">{row.usuario ?? <span className="text-muted">Cuenta eliminada</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
