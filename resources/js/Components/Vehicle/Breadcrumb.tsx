import { Link } from '@inertiajs/react';
import type { VehicleDetail } from '@contracts/pages';
import { ChevronIcon } from '@/Components/icons/vehicle';
import { useI18n } from '@/lib/i18n';

/** Inicio > Vehículos > brand > model (spec §2); the same trail as the BreadcrumbList JSON-LD. */
export default function Breadcrumb({ coche }: { coche: Pick<VehicleDetail, 'marca' | 'modelo'> }) {
  const { t, route } = useI18n();
  const links = [
    { label: t('vehicle.breadcrumb_home'), href: route('home') },
    { label: t('vehicle.breadcrumb_vehicles'), href: route('buscar') },
    { label: coche.marca.nombre, href: route('marca', { marca: coche.marca.nombre }) },
  ];
  return (
    <nav aria-label={t('vehicle.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {links.map((link) => (
          <li key={link.href} className="flex items-center gap-1.5">
            <Link href={link.href} className="rounded transition-colors hover:text-ink">
              {link.label}
            </Link>
            <ChevronIcon className="size-3.5 text-muted/60" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink">
            {coche.modelo.nombre}
          </span>
        </li>
      </ol>
    </nav>
  );
}
