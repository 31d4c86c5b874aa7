import { TextField } from '@/Components/Forms/FormField';
import { useI18n } from '@/lib/i18n';

type Name = 'nombre' | 'apellidos' | 'telefono' | 'email';

interface BuyerForm {
  data: Record<Name, string>;
  errors: Partial<Record<string, string>>;
  setData(name: Name, value: string): void;
}

/** The buyer's name, surnames, phone and email, as the car's reservation and test drive ask them. */
export default function BuyerFields({ form }: { form: BuyerForm }) {
  const { t } = useI18n();
  const field = (name: Name) => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });
  return (
    <>
      <TextField label={t('vehicle.first_name')} autoComplete="given-name" required {...field('nombre')} />
      <TextField label={t('vehicle.last_name')} autoComplete="family-name" required {...field('apellidos')} />
      <TextField label={t('vehicle.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...field('telefono')} />
      <TextField label={t('vehicle.email')} type="email" autoComplete="email" required {...field('email')} />
    </>
  );
}
