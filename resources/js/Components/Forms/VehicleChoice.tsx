import type { Lookup } from '@contracts/pages';
import { SelectField } from '@/Components/Forms/FormField';
import { selectedId } from '@/Components/Forms/appointment-form';
import { useSearchModels } from '@/hooks/useSearchModels';

interface Props {
  marcas: Lookup[];
  marca: number | '';
  modelo: number | '';
  errors: { f_marca?: string | undefined; f_modelo?: string | undefined };
  /** A new brand; the caller clears the model, which belonged to the old one (spec §4). */
  onMarca: (marca: number | '') => void;
  onModelo: (modelo: number | '') => void;
}

/** Brand and model of the car to see; the models load from GET /list/modelos/{marca_id}. */
export default function VehicleChoice({ marcas, marca, modelo, errors, onMarca, onModelo }: Props) {
  const { modelos, status } = useSearchModels(marca === '' ? null : marca);
  const modeloHint = marca === '' ? 'Elige primero la marca' : status === 'loading' ? 'Cargando modelos…' : 'Elige el modelo';

  return (
    <>
      <SelectField
        label="Marca"
        name="f_marca"
        required
        value={marca}
        error={errors.f_marca}
        onChange={(event) => onMarca(selectedId(event.target.value))}
      >
        <option value="">Seleccione la marca</option>
        {marcas.map((option) => (
          <option key={option.id} value={option.id}>
            {option.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Modelo"
        name="f_modelo"
        required
        value={modelo}
        disabled={marca === '' || status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        error={errors.f_modelo ?? (status === 'failed' ? 'No se han podido cargar los modelos de esta marca.' : undefined)}
        onChange={(event) => onModelo(selectedId(event.target.value))}
      >
        <option value="">{modeloHint}</option>
        {modelos.map((option) => (
          <option key={option.id} value={option.id}>
            {option.nombre}
          </option>
        ))}
      </SelectField>
    </>
  );
}
