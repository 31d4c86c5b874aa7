import type { Lookup } from '@contracts/pages';
import { SelectField } from '@/Components/Forms/FormField';
import { selectedId } from '@/Components/Forms/appointment-form';
import { useSearchModels } from '@/hooks/useSearchModels';
import { useI18n } from '@/lib/i18n';

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
  const { t } = useI18n();
  const { modelos, status } = useSearchModels(marca === '' ? null : marca);
  const modeloHint = marca === '' ? t('forms.model_brand_first') : status === 'loading' ? t('forms.models_loading') : t('forms.model_placeholder');

  return (
    <>
      <SelectField
        label={t('forms.brand_label')}
        name="f_marca"
        required
        value={marca}
        error={errors.f_marca}
        onChange={(event) => onMarca(selectedId(event.target.value))}
      >
        <option value="">{t('forms.brand_placeholder')}</option>
        {marcas.map((option) => (
          <option key={option.id} value={option.id}>
            {option.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('forms.model_label')}
        name="f_modelo"
        required
        value={modelo}
        disabled={marca === '' || status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        error={errors.f_modelo ?? (status === 'failed' ? t('forms.models_failed') : undefined)}
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
