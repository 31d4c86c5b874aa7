import type { VehicleCard } from '@contracts/pages';
import CreditText from '@/Components/CreditText';
import { FINANCE_NOTE_ID } from '@/Components/PriceTag';

/**
 * The note the cards' asterisks lead to: how each payment is worked out, and the representative
 * example (Ley 16/2011). Only under cards that show a payment or a financing price.
 */
export default function FinanceNote({ text, vehicles, className = '' }: { text: string; vehicles: readonly VehicleCard[]; className?: string }) {
  // A card's financing price shows only with its payment (contracts/pricing.ts), so the payments tell.
  if (!vehicles.some((vehicle) => vehicle.cuota !== null)) return null;
  return (
    <p id={FINANCE_NOTE_ID} className={`max-w-4xl scroll-mt-24 text-xs leading-relaxed text-muted ${className}`}>
      * <CreditText text={text} />
    </p>
  );
}
