/** The GTCars wordmark: "GT" set heavy with an accent rule, "CARS" spaced out. */
export default function Logo({ name, className = '' }: { name: string; className?: string }) {
  const isDefault = name.toLowerCase() === 'gtcars';
  return (
    <span className={`inline-flex items-baseline gap-1 leading-none select-none ${className}`}>
      {isDefault ? (
        <>
          <span className="relative text-[1.6rem] font-extrabold tracking-tight">
            GT
            <span aria-hidden="true" className="absolute -bottom-1 left-0 h-[3px] w-full rounded-full bg-accent" />
          </span>
          <span className="text-[0.95rem] font-medium tracking-[0.32em] uppercase opacity-90">Cars</span>
        </>
      ) : (
        <span className="text-2xl font-extrabold tracking-tight">{name}</span>
      )}
    </span>
  );
}
