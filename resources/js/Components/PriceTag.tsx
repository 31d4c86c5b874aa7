import { formatPrice } from '@contracts/format';
import type { CardPrice } from '@contracts/vehicle';

/** A card's price per spec §4: regular, offer (latest price struck through) or hidden when sold. */
export default function PriceTag({ price }: { price: CardPrice }) {
  if (price.kind === 'hidden') {
    return <p className="flex min-h-7 items-center text-sm font-medium text-muted">Vehículo vendido</p>;
  }
  if (price.kind === 'offer') {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className="sr-only">Precio anterior:</span>
        <del className="text-sm text-muted">{formatPrice(price.before)}</del>
        <span className="sr-only">Precio de oferta:</span>
        <ins className="text-xl font-bold tracking-tight text-accent no-underline">{formatPrice(price.now)}</ins>
      </p>
    );
  }
  return (
    <p className="whitespace-nowrap">
      <span className="sr-only">Precio:</span>
      <span className="text-xl font-bold tracking-tight">{formatPrice(price.now)}</span>
    </p>
  );
}
