import { Link } from '@inertiajs/react';

/** The heading of a page about one car (its inspection, its mileage): the stock reference, the page's name, and the car with the way back to its edit page. */
export default function CarPageHeading({ coche, title, details }: { coche: { id: number; titulo: string; editar: string }; title: string; details: string }) {
  return (
    <>
      <p className="eyebrow text-accent">Stock · Ref. {coche.id}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">
        <Link href={coche.editar} className="font-medium text-ink underline-offset-2 hover:underline">
          {coche.titulo}
        </Link>
        {` · ${details}`}
      </p>
    </>
  );
}
