import { NumberField, SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import { useSearchModels } from '@/hooks/useSearchModels';
import type { Lookup } from '@contracts/pages';
import { BRANCH_OPTIONS } from '@contracts/site';
import { FIRST_ENTRY_DATE } from '@contracts/stock-import';
import type { VehicleBounds } from '@contracts/stock-bounds';
import type { AddVehicleProps } from '@contracts/stock';
import FormSection from './FormSection';
import { ECO_LABELS, ESTADOS, type VehicleErrors, type VehicleField, type VehicleValues } from './vehicle-form';

type Lookups = Pick<AddVehicleProps, 'marcas' | 'cambios' | 'combustibles' | 'carrocerias' | 'garantias'>;

interface Props {
  mode: 'create' | 'edit';
  bounds: VehicleBounds;
  values: VehicleValues;
  errors: VehicleErrors;
  lookups: Lookups;
  onChange: (field: VehicleField, value: string) => void;
}

/** Fields that the form requires; the others may stay empty (§5, differing between create and edit). */
const OPTIONAL = {
  create: ['eco_id', 'precio_oferta', 'matricula', 'caracteristicas', 'fecha_entrada'],
  edit: ['eco_id', 'precio_oferta', 'matricula', 'caracteristicas', 'marchas', 'cilindros', 'fecha_entrada'],
} as const;

const grid = 'grid gap-x-5 gap-y-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Every field of the staff vehicle form (back-office §3), in four sections, numbers limited to
 * their bound's digits, and each field's error under it. The models follow the brand:
 * /listall/modelos on create, /list/modelos on edit, the car's model selected once loaded.
 */
export default function VehicleFields({ mode, bounds, values, errors, lookups, onChange }: Props) {
  const marca = /^\d+$/.test(values.marca_id) ? Number(values.marca_id) : null;
  const models = useSearchModels(marca, mode === 'create' ? 'modelos.listall' : 'modelos.list');
  const required = (field: VehicleField) => !(OPTIONAL[mode] as readonly string[]).includes(field);

  const common = (field: VehicleField) => ({
    name: field,
    required: required(field),
    value: values[field],
    error: errors[field],
  });
  const text = (field: VehicleField, label: string, extra: { maxLength: number; autoComplete?: string; className?: string }) => (
    <TextField label={label} autoComplete="off" {...extra} {...common(field)} onChange={(event) => onChange(field, event.target.value)} />
  );
  // Counts (doors, seats, gears) and the year are short and never grouped; amounts carry their unit.
  const number = (field: keyof VehicleBounds & VehicleField, label: string, unit?: string) => (
    <NumberField
      label={label}
      unit={unit}
      grouped={unit !== undefined}
      maxDigits={String(bounds[field].max).length}
      {...common(field)}
      onChange={(digits) => onChange(field, digits)}
    />
  );
  const select = (field: VehicleField, label: string, options: readonly Lookup[], extra: { placeholder?: string; disabled?: boolean } = {}) => (
    <SelectField label={label} disabled={extra.disabled} {...common(field)} onChange={(event) => onChange(field, event.target.value)}>
      <option value="">{extra.placeholder ?? 'Selecciona…'}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.nombre}
        </option>
      ))}
    </SelectField>
  );

  const modelPlaceholder = marca === null ? 'Elige antes la marca' : models.status === 'loading' ? 'Cargando modelos…' : models.status === 'failed' ? 'No se pudieron cargar los modelos' : 'Selecciona…';

  return (
    <div className="grid gap-6">
      <FormSection title="Identificación" description="Cómo aparece el vehículo en la web">
        <div className={grid}>
          {select('marca_id', 'Marca', lookups.marcas)}
          {select('modelo_id', 'Modelo', models.modelos, { placeholder: modelPlaceholder, disabled: marca === null || models.status !== 'ready' })}
          {text('nombre', 'Versión', { maxLength: 150 })}
          {number('anyo', mode === 'create' ? 'Fecha' : 'Año')}
          {text('matricula', 'Matrícula', { maxLength: 20 })}
          {text('color', 'Color', { maxLength: 60 })}
          {select('carroceria_id', 'Carrocería', lookups.carrocerias)}
        </div>
      </FormSection>

      <FormSection title="Mecánica" description="Motor, transmisión y consumo">
        <div className={grid}>
          {number('kilometros', 'Kilómetros', 'km')}
          {select('combustible_id', 'Combustible', lookups.combustibles)}
          {select('cambio_id', 'Cambio', lookups.cambios)}
          {number('cilindrada', 'Cilindrada (cc)', 'cc')}
          {number('potencia', 'Potencia (CV)', 'CV')}
          {number('cilindros', 'Cilindros')}
          {number('marchas', 'Marchas')}
          {number('emisiones', 'Emisiones combinadas (g/km)', 'g/km')}
          {select('eco_id', 'Etiqueta medioambiental', ECO_LABELS, { placeholder: 'Sin etiqueta' })}
        </div>
      </FormSection>

      <FormSection title="Precio y estado" description="Importes en euros, sin decimales">
        <div className={grid}>
          {number('precio', 'Precio (€)', '€')}
          {number('precio_oferta', 'Precio de oferta (€)', '€')}
          {select('estado_id', 'Estado', ESTADOS)}
          {select('sede_id', 'Sede', BRANCH_OPTIONS)}
          {select('garantia_id', 'Garantía', lookups.garantias)}
          <TextField
            type="date"
            label="Fecha de entrada"
            min={FIRST_ENTRY_DATE}
            hint={mode === 'create' ? 'Si la dejas vacía, se toma la de hoy.' : undefined}
            {...common('fecha_entrada')}
            onChange={(event) => onChange('fecha_entrada', event.target.value)}
          />
        </div>
      </FormSection>

      <FormSection title="Equipamiento" description="Habitáculo y extras">
        <div className={grid}>
          {number('puertas', 'Puertas')}
          {number('plazas', 'Plazas')}
          <TextAreaField
            label="Características y extras"
            className="sm:col-span-2 lg:col-span-3"
            rows={5}
            maxLength={5000}
            placeholder="Techo solar, cámara 360º, asientos calefactados…"
            {...common('caracteristicas')}
            onChange={(event) => onChange('caracteristicas', event.target.value)}
          />
        </div>
      </FormSection>
    </div>
  );
}
