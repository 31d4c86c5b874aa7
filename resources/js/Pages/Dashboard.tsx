import { Head, usePage } from '@inertiajs/react';
import ActivityCard from '@/Components/Charts/ActivityCard';
import ConversionRanking from '@/Components/Staff/ConversionRanking';
import StatTile, { type Tile } from '@/Components/Staff/StatTile';
import TodaysDrives from '@/Components/Staff/TodaysDrives';
import StaffLayout from '@/Layouts/StaffLayout';
import { alertTiles, contactTiles, followUpTiles, historyTiles, stockTiles } from '@/lib/dashboard-tiles';
import { PANEL_ACTIVITY_DAYS } from '@contracts/car-activity';
import type { PageProps } from '@contracts/page-registry';

function TileGroup({ title, description, tiles }: { title: string; description: string; tiles: Tile[] }) {
  return (
    <section aria-label={title} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <StatTile key={tile.label} tile={tile} />
        ))}
      </div>
    </section>
  );
}

/**
 * Dashboard (back-office §2 "Staff panel"): 'Panel GTCars', the stock, today's test drives, the enquiries' follow-up, the cars' history to complete,
 * the enquiries in six tiles, the active alerts, then the cars' visits and enquiries of the last
 * 30 days and the cars that convert best.
 */
export default function Dashboard(props: PageProps<'Dashboard'>) {
  const name = usePage().props.auth.user?.name;
  return (
    <>
      <Head title="Panel" />
      <p className="eyebrow text-accent">Resumen</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Panel GTCars</h1>
      {name && <p className="mt-2 text-muted">Hola, {name}. Así está hoy el concesionario.</p>}
      <TileGroup title="Stock" description="Vehículos publicados en la web" tiles={stockTiles(props)} />
      <TodaysDrives drives={props.pruebasHoy} />
      <TileGroup title="Seguimiento" description="Solicitudes que esperan a alguien del equipo" tiles={followUpTiles(props)} />
      <TileGroup title="Historial de los coches" description="Coches en stock, sin contar los vendidos" tiles={historyTiles(props)} />
      <TileGroup title="Contactos" description="Solicitudes de todos los formularios" tiles={contactTiles(props)} />
      <TileGroup title="Alertas de búsqueda" description="Visitantes que reciben por correo los coches nuevos" tiles={alertTiles(props)} />
      <div className="mt-10 grid gap-4 lg:grid-cols-3">
        <ActivityCard
          title="Actividad de los coches"
          description={`Últimos ${PANEL_ACTIVITY_DAYS} días, hora de Canarias`}
          actividad={props.actividad}
          className="lg:col-span-2"
        />
        <ConversionRanking cars={props.conversion} days={PANEL_ACTIVITY_DAYS} />
      </div>
    </>
  );
}

Dashboard.layout = StaffLayout;
