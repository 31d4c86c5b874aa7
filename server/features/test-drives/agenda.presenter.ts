import type { AgendaBlock, AgendaDay, AgendaDrive } from '../../contracts/agenda.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import type { NamedCar } from '../catalogue/index.ts';
import type { BlockRow, DriveRow } from './agenda.queries.ts';

interface Context {
  cars: Map<number, NamedCar>;
  now: Date;
  viewer: number;
  /** Whether the viewer may remove anyone's blocks (Administración). */
  todos: boolean;
}

function agendaDrive(row: DriveRow, { cars, now }: Context): AgendaDrive {
  const car = cars.get(row.coche_id);
  const booked = row.estado === 'reservada';
  const started = row.inicio <= now;
  return {
    id: row.id,
    inicio: row.inicio.toISOString(),
    fin: row.fin.toISOString(),
    estado: row.estado,
    cancelada_por: row.cancelada_por,
    coche: { titulo: car ? vehicleTitle(car) : 'Vehículo eliminado', editar: route('coches.edit', { id: row.coche_id }) },
    cliente: { nombre: [row.nombre, row.apellidos].filter(Boolean).join(' '), telefono: row.telefono, email: row.email },
    vendedor: { id: row.user_id, nombre: row.vendedor },
    solicitud: route('solicitudes.show', { id: row.lead_id }),
    huecos: booked && !started && car ? route('vehiculo.huecos', { slug: car.slug }) : null,
    libres: booked ? row.libres.map((person) => ({ id: person.id, nombre: person.name })) : [],
    cerrable: booked && started,
  };
}

function agendaBlock(row: BlockRow, { viewer, todos }: Context): AgendaBlock {
  return {
    id: row.id,
    tipo: row.tipo,
    inicio: row.inicio.toISOString(),
    fin: row.fin.toISOString(),
    motivo: row.motivo,
    vendedor: { id: row.user_id, nombre: row.vendedor },
    borrable: todos || row.user_id === viewer,
  };
}

/** One day of the Agenda: the branch's state that day, and the drives and blocks that start on it (a time off of several days shows on each). */
export function agendaDay(day: { fecha: string; cierre: string | null; abre: string | null; cierra: string | null }, drives: DriveRow[], blocks: BlockRow[], context: Context): AgendaDay {
  const startsThatDay = (inicio: Date) => canaryDate(inicio) === day.fecha;
  const coversThatDay = (block: BlockRow) => canaryDate(block.inicio) <= day.fecha && canaryDate(new Date(block.fin.getTime() - 1)) >= day.fecha;
  return {
    fecha: day.fecha,
    cierre: day.cierre,
    horario: day.abre && day.cierra ? { abre: day.abre, cierra: day.cierra } : null,
    pruebas: drives.filter((drive) => startsThatDay(drive.inicio)).map((drive) => agendaDrive(drive, context)),
    bloqueos: blocks.filter(coversThatDay).map((block) => agendaBlock(block, context)),
  };
}
