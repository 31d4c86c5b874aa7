import { Link } from '@inertiajs/react';

const tabs = [
  { label: 'En venta', href: '/buscar', sold: false },
  { label: 'Vendidos', href: '/buscar?vendidos=1', sold: true },
] as const;

/** Switches between the cars for sale and the sold ones (spec §2: /buscar?vendidos=1). */
export default function SoldToggle({ vendidos }: { vendidos: boolean }) {
  return (
    <nav aria-label="Listado" className="inline-flex rounded-full bg-sand p-1 ring-1 ring-line/70">
      {tabs.map((tab) => {
        const current = tab.sold === vendidos;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
              current ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
