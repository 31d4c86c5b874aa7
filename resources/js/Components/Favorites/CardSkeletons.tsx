/** Placeholder cards, shaped like VehicleCard, while the favourites are on their way. */
export default function CardSkeletons({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70">
          <div className="aspect-[4/3] animate-pulse bg-sand" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-16 animate-pulse rounded bg-sand" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-sand" />
            <div className="h-3 w-full animate-pulse rounded bg-sand" />
            <div className="h-3 w-4/5 animate-pulse rounded bg-sand" />
            <div className="mt-6 h-6 w-1/3 animate-pulse rounded bg-sand" />
          </div>
        </li>
      ))}
    </ul>
  );
}
