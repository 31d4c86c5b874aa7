import { Link } from '@inertiajs/react';
import { useI18n } from '@/lib/i18n';

/** Switches between the cars for sale and the sold ones (spec §2: /buscar?vendidos=1). */
export default function SoldToggle({ vendidos }: { vendidos: boolean }) {
  const { t, route } = useI18n();
  const tabs = [
    { label: t('search.for_sale'), href: route('buscar'), sold: false },
    { label: t('search.sold'), href: `${route('buscar')}?vendidos=1`, sold: true },
  ];
  return (
    <nav aria-label={t('search.listing')} className="inline-flex rounded-full bg-sand p-1 ring-1 ring-line/70">
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
