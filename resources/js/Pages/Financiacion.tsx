import { Head } from '@inertiajs/react';
import { TextField } from '@/Components/Forms/FormField';
import FormSection from '@/Components/Staff/FormSection';
import SaveButton from '@/Components/Staff/SaveButton';
import StaffLayout from '@/Layouts/StaffLayout';
import { useSettingsForm } from '@/hooks/useSettingsForm';
import { defaultQuote, type FinanceQuote, REPRESENTATIVE_PRICE } from '@contracts/finance';
import { FINANCE_FIELDS, financeSchema, termsFromColumns, termsToForm, type FinanceForm } from '@contracts/finance-form';
import { creditFigures } from '@contracts/finance-disclosure';
import { formatEuros, formatPrice } from '@contracts/format';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

type Field = keyof FinanceForm;

/** The representative example as the terms being typed give it; null while a field is not valid. */
function previewOf(form: FinanceForm): FinanceQuote | null {
  const checked = financeSchema.safeParse(form);
  if (!checked.success) return null;
  const terms = termsFromColumns(checked.data);
  return defaultQuote(terms, REPRESENTATIVE_PRICE);
}

function Preview({ quote, entidad }: { quote: FinanceQuote | null; entidad: string }) {
  return (
    <aside aria-labelledby="ejemplo-title" className="rounded-2xl bg-ink p-6 text-white shadow-card sm:p-8 lg:sticky lg:top-24">
      <p className="eyebrow text-gold">Vista previa</p>
      <h2 id="ejemplo-title" className="mt-2 text-lg font-semibold tracking-tight">
        Ejemplo representativo
      </h2>
      {quote ? (
        <>
          <p className="mt-4 text-3xl font-semibold tracking-tight tabular-nums">
            {formatEuros(quote.cuota)}
            <span className="ml-1 text-base font-normal text-white/70">/mes</span>
          </p>
          <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
            {creditFigures(quote).map(({ key, label, value }) => (
              <div key={key} className="contents">
                <dt className="text-white/70">{label}</dt>
                <dd className="text-right font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-xs leading-relaxed text-white/70">
            Para un coche de {formatPrice(REPRESENTATIVE_PRICE)} con la entrada y el plazo por defecto. Financiación ofrecida por {entidad.trim() || '…'}, sujeta a su aprobación.
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-white/70">Corrige los campos marcados para ver el ejemplo.</p>
      )}
    </aside>
  );
}

/**
 * Financiacion ('Financiación'): the dealership's finance terms, from which every monthly payment
 * of the site and the representative example are computed. The preview shows the example as the
 * terms are typed, with the same code the site uses.
 */
export default function Financiacion({ condiciones }: PageProps<'Financiacion'>) {
  const { data, processing, text, submit } = useSettingsForm({
    initial: termsToForm(condiciones),
    schema: financeSchema,
    order: FINANCE_FIELDS,
    url: route('financiacion.update'),
    page: 'Financiacion',
    toForm: (saved) => termsToForm(saved.condiciones),
  });
  /** A field of the form: numbers get the phone's decimal keypad. */
  const field = (name: Field) => ({ ...text(name), inputMode: name === 'entidad' ? undefined : ('decimal' as const), autoComplete: 'off' });

  return (
    <>
      <Head title="Financiación" />
      <p className="eyebrow text-accent">Configuración</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Financiación</h1>
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-muted">
        Las condiciones con las que la web calcula cada cuota: el «desde … €/mes» de las fichas y la calculadora de cada coche, con el ejemplo representativo
        que exige la Ley 16/2011 de crédito al consumo. Los cambios se ven en la web al guardarlos.
      </p>

      <div className="mt-8 grid max-w-6xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form onSubmit={submit} noValidate className="space-y-6">
          <FormSection title="Tipo de interés y comisión" description="El TIN anual y la comisión de apertura, que se paga al firmar: un porcentaje del importe financiado, con un mínimo.">
            <TextField label="TIN (%)" {...field('tin')} placeholder="8,99" />
            <div className="hidden sm:block" />
            <TextField label="Comisión de apertura (%)" {...field('comision_apertura')} placeholder="3" />
            <TextField label="Comisión mínima (€)" {...field('comision_minima')} placeholder="150" />
          </FormSection>

          <FormSection title="Plazos" description="En meses, entre 12 y 96. El plazo por defecto es el del «desde … €/mes» y del ejemplo representativo.">
            <TextField label="Plazo mínimo (meses)" {...field('plazo_minimo')} placeholder="12" />
            <TextField label="Plazo máximo (meses)" {...field('plazo_maximo')} placeholder="96" />
            <TextField label="Plazo por defecto (meses)" {...field('plazo_defecto')} placeholder="72" />
          </FormSection>

          <FormSection title="Entrada e importe" description="La entrada por defecto, en porcentaje del precio, y el importe mínimo que se financia: un coche más barato no muestra cuota.">
            <TextField label="Entrada por defecto (%)" {...field('entrada_defecto')} placeholder="20" />
            <TextField label="Importe mínimo a financiar (€)" {...field('importe_minimo')} placeholder="3000" />
          </FormSection>

          <FormSection title="Entidad financiera" description="Quien concede el crédito; se nombra en el ejemplo representativo.">
            <TextField label="Entidad" {...field('entidad')} maxLength={120} placeholder="Ej.: Banco Colaborador, S.A." className="sm:col-span-2" />
          </FormSection>

          <SaveButton processing={processing}>{processing ? 'Guardando…' : 'Guardar'}</SaveButton>
        </form>

        <Preview quote={previewOf(data)} entidad={data.entidad} />
      </div>
    </>
  );
}

Financiacion.layout = StaffLayout;
