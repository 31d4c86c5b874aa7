import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import type { Lookup } from '@contracts/pages';
import { addMonths, CITA_BRANCHES, CITA_MONTHS_AHEAD, CITA_SLOTS, currentMonth } from '@contracts/lead-forms';
import type { AppointmentResponse } from '@contracts/leads';
import { SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import VehicleChoice from '@/Components/Forms/VehicleChoice';
import { APPOINTMENT_FIELD_ORDER, emptyAppointment, type AppointmentField, type AppointmentFields } from '@/Components/Forms/appointment-form';
import { postForm, visitorFieldErrors } from '@/lib/forms';
import { useI18n } from '@/lib/i18n';
import { useErrorFocus } from '@/hooks/useErrorFocus';

type TextName = 'f_concesionario' | 'f_fecha' | 'f_horario' | 'f_observaciones' | 'f_nombre' | 'f_telefono' | 'f_email' | 'f_ciudad';

const legend = 'eyebrow col-span-full text-muted';

/** Each time slot's label, by the value the lead stores (spec §3 "Time slot"). */
const SLOT_LABELS = {
  Mañana: 'forms.slot_morning',
  Tardes: 'forms.slot_afternoon',
  'Todo el día': 'forms.slot_any',
} as const satisfies Record<(typeof CITA_SLOTS)[number]['value'], string>;

/**
 * 'Pedir cita' (spec §2, §3, §4, §5, §8). Checked with the contract's schema before it is sent;
 * the success text shows only after the server stored the lead, then the form starts over with
 * no branch (spec §4). A 422 puts each message under its field; any other failure says so and
 * keeps what the visitor typed.
 */
export default function PedirCita({ marcas }: { marcas: Lookup[] }) {
  const { t, route, locale } = useI18n();
  const form = useHttp<AppointmentFields, AppointmentResponse>(() => emptyAppointment());
  const [status, setStatus] = useState<FormStatusValue>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { formRef, arm, disarm } = useErrorFocus(APPOINTMENT_FIELD_ORDER, form.errors);
  const month = currentMonth();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    form.clearErrors();
    // The schema (and zod) load on the first send, not with the home page.
    const schema = await import('@contracts/leads').then(
      (module) => module.appointmentSchema,
      () => null,
    );
    if (!schema) {
      setStatus({ kind: 'error', text: t('forms.appointment_send_error') });
      return;
    }
    const checked = schema.safeParse(form.data);
    if (!checked.success) {
      arm();
      form.setError(await visitorFieldErrors<AppointmentField>(checked.error, locale));
      return;
    }
    arm();
    const outcome = await postForm(form, route('form.cita'));
    if (!outcome.sent && outcome.invalid) {
      setStatus({ kind: 'error', text: t('forms.check_fields') });
      return;
    }
    disarm();
    if (!outcome.sent) {
      setStatus({ kind: 'error', text: t('forms.appointment_send_error') });
      return;
    }
    form.setData(emptyAppointment(''));
    setStatus({ kind: 'success', text: outcome.message || t('forms.contact_sent') });
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const field = (name: TextName) => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('forms.appointment_request')} className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <fieldset className="contents">
        <legend className={legend}>{t('forms.visit_legend')}</legend>
        <SelectField label={t('forms.branch_label')} required className="sm:col-span-2" {...field('f_concesionario')}>
          <option value="">{t('forms.branch_placeholder')}</option>
          {CITA_BRANCHES.map((branch) => (
            <option key={branch.value} value={branch.value}>
              {branch.label}
            </option>
          ))}
        </SelectField>
        <VehicleChoice
          marcas={marcas}
          marca={form.data.f_marca}
          modelo={form.data.f_modelo}
          errors={form.errors}
          onMarca={(marca) => form.setData((data) => ({ ...data, f_marca: marca, f_modelo: '' }))}
          onModelo={(modelo) => form.setData('f_modelo', modelo)}
        />
        <TextField
          label={t('forms.month_label')}
          type="month"
          placeholder={t('forms.month_placeholder')}
          pattern="\d{4}-\d{2}"
          required
          min={month}
          max={addMonths(month, CITA_MONTHS_AHEAD)}
          {...field('f_fecha')}
        />
        <SelectField label={t('forms.slot_label')} required {...field('f_horario')}>
          <option value="">{t('forms.slot_placeholder')}</option>
          {CITA_SLOTS.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {t(SLOT_LABELS[slot.value])}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('forms.notes_label')}
          rows={3}
          required
          maxLength={2000}
          className="sm:col-span-2"
          placeholder={t('forms.notes_placeholder')}
          {...field('f_observaciones')}
        />
      </fieldset>

      <fieldset className="contents">
        <legend className={`${legend} mt-3`}>{t('forms.details_legend')}</legend>
        <TextField label={t('forms.full_name')} autoComplete="name" required className="sm:col-span-2" {...field('f_nombre')} />
        <TextField label={t('forms.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...field('f_telefono')} />
        <TextField label={t('forms.email')} type="email" autoComplete="email" required {...field('f_email')} />
        <TextField label={t('forms.city_optional')} autoComplete="address-level2" maxLength={100} className="sm:col-span-2" {...field('f_ciudad')} />
      </fieldset>

      <LegalConsent
        hint={t('forms.legal_required')}
        checked={form.data.legal}
        error={form.errors.legal}
        onChange={(value) => form.setData('legal', value)}
      />
      <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
      <FormStatus ref={statusRef} status={status} className="sm:col-span-2" />
      <SubmitButton processing={form.processing} className="sm:col-span-2 sm:justify-self-start">
        {t('forms.appointment_request')}
      </SubmitButton>
    </form>
  );
}
