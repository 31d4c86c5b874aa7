import { router, useForm } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Badge from '@/Components/ui/Badge';
import Button from '@/Components/ui/Button';
import { PUNTO_NOMBRE_MAX, type PuntoEdicion, type PuntoPlantilla } from '@contracts/car-history';
import { route } from '@contracts/routes';

/** The figure a point records: its choices in the forms. */
const MEDIDA_OPTIONS = [
  { value: '', label: 'Sin medida' },
  { value: 'mm', label: 'Milímetros (dibujo)' },
  { value: '%', label: 'Porcentaje restante' },
] as const;

/** The name and figure of a point, as the add and edit forms share them. */
export function PointFields({ values, errors, onChange }: { values: PuntoEdicion; errors: Partial<Record<keyof PuntoEdicion, string>>; onChange: (values: PuntoEdicion) => void }) {
  return (
    <>
      <TextField
        label="Nombre del punto"
        required
        maxLength={PUNTO_NOMBRE_MAX}
        value={values.nombre}
        error={errors.nombre}
        onChange={(event) => onChange({ ...values, nombre: event.target.value })}
      />
      <SelectField label="Medida" value={values.medida} error={errors.medida} onChange={(event) => onChange({ ...values, medida: event.target.value as PuntoEdicion['medida'] })}>
        {MEDIDA_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

const post = (name: 'inspeccion.puntos.retirar' | 'inspeccion.puntos.recuperar', id: number) => router.post(route(name, { id }), {}, { preserveScroll: true });

/** A point of the template: moved up or down, renamed, retired (or put back), deleted while no inspection used it. */
export default function TemplatePoint({ point, first, last }: { point: PuntoPlantilla; first: boolean; last: boolean }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<PuntoEdicion>({ nombre: point.nombre, medida: point.medida ?? '' });
  const save = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('inspeccion.puntos.update', { id: point.id }), { preserveScroll: true, onSuccess: () => setEditing(false) });
  };
  const move = (direccion: 'arriba' | 'abajo') => router.post(route('inspeccion.puntos.mover', { id: point.id }), { direccion }, { preserveScroll: true });

  if (editing) {
    return (
      <li className="py-3">
        <form onSubmit={save} noValidate aria-label={`Editar ${point.nombre}`} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end">
          <PointFields values={form.data} errors={form.errors} onChange={(values) => form.setData(values)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={form.processing}>
              Guardar
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
      <span className={`min-w-0 text-sm ${point.activo ? '' : 'text-muted line-through'}`}>
        {point.nombre}
        {point.medida && <span className="ml-2 text-xs text-muted">({point.medida})</span>}
      </span>
      <span className="flex flex-wrap items-center gap-1.5">
        {!point.activo && <Badge tone="grey">Retirado</Badge>}
        {point.activo && (
          <>
            <Button size="sm" variant="secondary" disabled={first} aria-label={`Subir ${point.nombre}`} onClick={() => move('arriba')}>
              ↑
            </Button>
            <Button size="sm" variant="secondary" disabled={last} aria-label={`Bajar ${point.nombre}`} onClick={() => move('abajo')}>
              ↓
            </Button>
          </>
        )}
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Editar ${point.nombre}`}>
          Editar
        </Button>
        {point.activo ? (
          <Button size="sm" variant="secondary" aria-label={`Retirar ${point.nombre}`} onClick={() => post('inspeccion.puntos.retirar', point.id)}>
            Retirar
          </Button>
        ) : (
          <Button size="sm" variant="secondary" aria-label={`Recuperar ${point.nombre}`} onClick={() => post('inspeccion.puntos.recuperar', point.id)}>
            Recuperar
          </Button>
        )}
        {!point.usado && (
          <Button size="sm" variant="secondary" aria-label={`Eliminar ${point.nombre}`} onClick={() => router.delete(route('inspeccion.puntos.destroy', { id: point.id }), { preserveScroll: true })}>
            Eliminar
          </Button>
        )}
      </span>
    </li>
  );
}
