import { useHttp } from '@inertiajs/react';
import { useRef } from 'react';
import type { Lookup } from '@contracts/pages';
import { MAX_TRADE_IN_PHOTOS, TRADE_IN_CONDITIONS, type TradeInCondition, type TradeInResponse } from '@contracts/trade-in';
import FormStatus from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { NumberField, SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import ProgressBar from '@/Components/ProgressBar';
import PhotoPicker from '@/Components/TradeIn/PhotoPicker';
import { useFormSend } from '@/hooks/useFormSend';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../../lang/types';
import { type FixedLookup, lookupName } from '@contracts/lookup-names';

interface Props {
  marcas: Lookup[];
  combustibles: Lookup[];
  cambios: Lookup[];
}

/** The select's value for a brand that is not in the list: the visitor types it. */
const OTHER_BRAND = 'otra';

interface TradeInData {
  matricula: string;
  /** A brand's id, OTHER_BRAND, or '' before a choice. */
  marca_id: string;
  marca_texto: string;
  modelo: string;
  year: string;
  kilometros: string;
  combustible_id: string;
  cambio_id: string;
  estado: string;
  comentarios: string;
  nombre: string;
  telefono: string;
  email: string;
  legal: boolean;
  fotos: File[];
  hp_gtcars: string;
}

const EMPTY: TradeInData = {
  matricula: '',
  marca_id: '',
  marca_texto: '',
  modelo: '',
  year: '',
  kilometros: '',
  combustible_id: '',
  cambio_id: '',
  estado: '',
  comentarios: '',
  nombre: '',
  telefono: '',
  email: '',
  legal: false,
  fotos: [],
  hp_gtcars: '',
};

const FIELD_ORDER = ['matricula', 'marca_id', 'marca_texto', 'modelo', 'year', 'kilometros', 'combustible_id', 'cambio_id', 'estado', 'comentarios', 'fotos', 'nombre', 'telefono', 'email', 'legal'] as const;

const CONDITION_LABELS: Record<TradeInCondition, MessageKey> = {
  excelente: 'tradein.condition_excellent',
  bueno: 'tradein.condition_good',
  regular: 'tradein.condition_fair',
  averiado: 'tradein.condition_damaged',
};

/** What is sent: a brand typed by hand goes as marca_texto, with no id. */
const outgoing = (data: TradeInData) => ({ ...data, marca_id: data.marca_id === OTHER_BRAND ? '' : data.marca_id, marca_texto: data.marca_id === OTHER_BRAND ? data.marca_texto : '' });

/**
 * 'Tasamos tu coche': the car, up to six photos and the visitor's contact. Checked with the
 * server's schema before it is sent; sent as multipart with the upload's progress; "sent" only
 * after the server stored it. A 422 puts each message under its field and moves focus there.
 */
export default function TradeInForm({ marcas, combustibles, cambios }: Props) {
  const { t, route } = useI18n();
  const form = useHttp<TradeInData, TradeInResponse>(() => EMPTY);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { formRef, status, submit } = useFormSend(form, {
    order: FIELD_ORDER,
    // The schema (and zod) load on the first send, not with the page.
    schema: () => import('@contracts/trade-in-schema').then((module) => module.tradeInSchema()),
    outgoing,
    url: route('tasacion.store'),
    sent: t('tradein.sent'),
    failed: t('tradein.send_failed'),
    onSent: () => {
      form.setData(EMPTY);
      requestAnimationFrame(() => statusRef.current?.focus());
    },
  });

  /** A new value clears its field's message: what is left shows what still needs fixing. */
  const change = <Name extends keyof TradeInData>(name: Name, value: TradeInData[Name]) => {
    form.setData((data) => ({ ...data, [name]: value }));
    if (form.errors[name]) form.clearErrors(name);
  };
  const text = (name: 'matricula' | 'marca_texto' | 'modelo' | 'comentarios' | 'nombre' | 'telefono' | 'email') => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  const choice = (name: 'marca_id' | 'combustible_id' | 'cambio_id' | 'estado') => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  // A brand is named as it is; a fuel or a gearbox in the page's language.
  const options = (rows: Lookup[], kind?: FixedLookup) =>
    rows.map((row) => (
      <option key={row.id} value={row.id}>
        {kind ? lookupName(t, kind, row) : row.nombre}
      </option>
    ));
  const uploading = form.processing && form.data.fotos.length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('tradein.form_label')} className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold tracking-tight">{t('tradein.car_legend')}</legend>
        <TextField label={t('tradein.plate')} required autoComplete="off" autoCapitalize="characters" placeholder="1234 BCD" {...text('matricula')} />
        <SelectField label={t('tradein.brand')} required {...choice('marca_id')}>
          <option value="">{t('tradein.brand_placeholder')}</option>
          {options(marcas)}
          <option value={OTHER_BRAND}>{t('tradein.other_brand')}</option>
        </SelectField>
        {form.data.marca_id === OTHER_BRAND && <TextField label={t('tradein.which_brand')} required className="sm:col-span-2" {...text('marca_texto')} />}
        <TextField label={t('tradein.model')} required placeholder="Serie 3 320d" {...text('modelo')} />
        <NumberField label={t('tradein.registration_year')} required grouped={false} maxDigits={4} inputMode="numeric" name="year" value={form.data.year} error={form.errors.year} onChange={(digits) => change('year', digits)} />
        <NumberField label={t('tradein.mileage')} required unit="km" maxDigits={7} inputMode="numeric" name="kilometros" value={form.data.kilometros} error={form.errors.kilometros} onChange={(digits) => change('kilometros', digits)} />
        <SelectField label={t('tradein.condition')} required {...choice('estado')}>
          <option value="">{t('tradein.condition_placeholder')}</option>
          {TRADE_IN_CONDITIONS.map((condition) => (
            <option key={condition.value} value={condition.value}>
              {t(CONDITION_LABELS[condition.value])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('tradein.fuel')} required {...choice('combustible_id')}>
          <option value="">{t('tradein.fuel_placeholder')}</option>
          {options(combustibles, 'combustible')}
        </SelectField>
        <SelectField label={t('tradein.gearbox')} required {...choice('cambio_id')}>
          <option value="">{t('tradein.gearbox_placeholder')}</option>
          {options(cambios, 'cambio')}
        </SelectField>
        <TextAreaField label={t('tradein.comments')} rows={3} className="sm:col-span-2" placeholder={t('tradein.comments_placeholder')} {...text('comentarios')} />
        <PhotoPicker files={form.data.fotos} max={MAX_TRADE_IN_PHOTOS} error={form.errors.fotos} onChange={(fotos) => change('fotos', fotos)} />
      </fieldset>

      <fieldset className="mt-8 grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold tracking-tight">{t('tradein.contact_legend')}</legend>
        <TextField label={t('tradein.name')} required autoComplete="name" className="sm:col-span-2" {...text('nombre')} />
        <TextField label={t('tradein.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...text('telefono')} />
        <TextField label={t('tradein.email')} type="email" autoComplete="email" required {...text('email')} />
        <LegalConsent hint={t('tradein.legal_hint')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => change('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
      </fieldset>

      {uploading && <ProgressBar label={t('tradein.uploading')} percent={form.progress?.percentage ?? 0} valueText={t('tradein.upload_progress', { percent: form.progress?.percentage ?? 0 })} className="mt-6" />}
      <FormStatus ref={statusRef} status={status} className="mt-6" />
      <SubmitButton processing={form.processing} className="mt-6 w-full sm:w-auto">
        {t('tradein.submit')}
      </SubmitButton>
    </form>
  );
}
