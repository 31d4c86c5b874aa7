import type { VehicleCard } from '@contracts/pages';
import { FINANCE_NOTE_ID } from '@/Components/PriceTag';

/**
 * The note the cards' "desde X €/mes*" lead to: how each payment is worked out, and the
 * representative example (Ley 16/2011). Only under cards that show a payment.
 */
export default function FinanceNote({ text, vehicles, className = '' }: { text: string; vehicles: readonly VehicleCard[]; className?: string }) {
  if (!vehicles.some((vehicle) => vehicle.cuota !== null)) return null;
  return (
    <p id={FINANCE_NOTE_ID} className={`max-w-4xl scroll-mt-24 text-xs leading-relaxed text-muted ${className}`}>
      * {text}
    </p>
  );
}
