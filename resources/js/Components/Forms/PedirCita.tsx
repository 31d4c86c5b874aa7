import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import type { Lookup } from '@contracts/pages';
import {
  addMonths,
  CITA_BRANCHES,
  CITA_MONTHS_AHEAD,
  CITA_SLOTS,
  CONTACT_SUCCESS_MESSAGE,
  currentMonth,
  LEGAL_REQUIRED_MESSAGE,
} from '@contracts/lead-forms';
import type { AppointmentResponse } from '@contracts/leads';
import { SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import VehicleChoice from '@/Components/Forms/VehicleChoice';
import {
  APPOINTMENT_CHECK_FIELDS,
  APPOINTMENT_FIELD_ORDER,
  APPOINTMENT_SEND_ERROR,
  APPOINTMENT_URL,
  emptyAppointment,
  type AppointmentField,
  type AppointmentFields,
} from '@/Components/Forms/appointment-form';
import { fieldErrors, postForm } from '@/lib/forms';
import { useErrorFocus } from '@/hooks/useErrorFocus';

type TextName = 'f_concesionario' | 'f_fecha' | 'f_horario' | 'f_observaciones' | 'f_nombre' | 'f_telefono' | 'f_email' | 'f_ciudad';

const legend = 'eyebrow col-span-full text-muted';

/**
 * 'Pedir cita' (spec §2, §3, §4, §5, §8). Checked with the contract's schema before it is sent;
 * the success text shows only after the server stored the lead, then the form starts over with
 * no branch (spec §4). A 422 puts each message under its field; any other failure says so and
 * keeps what the visitor typed.
 */
export default function PedirCita({ marcas }: { marcas: Lookup[] }) {
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
      setStatus({ kind: 'error', text: APPOINTMENT_SEND_ERROR });
      return;
    }
    const checked = schema.safeParse(form.data);
    if (!checked.success) {
      arm();
      form.setError(fieldErrors<AppointmentField>(checked.error));
      return;
    }
    arm();
    const outcome = await postForm(form, APPOINTMENT_URL);
    if (!outcome.sent && outcome.invalid) {
      setStatus({ kind: 'error', text: APPOINTMENT_CHECK_FIELDS });
      return;
    }
    disarm();
    if (!outcome.sent) {
      setStatus({ kind: 'error', text: APPOINTMENT_SEND_ERROR });
      return;
    }
    form.setData(emptyAppointment(''));
    setStatus({ kind: 'success', text: outcome.message || CONTACT_SUCCESS_MESSAGE });
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const field = (name: TextName) => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Pedir cita" className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <fieldset className="contents">
        <legend className={legend}>Tu visita</legend>
        <SelectField label="Concesionario" required className="sm:col-span-2" {...field('f_concesionario')}>
          <option value="">Seleccione un concesionario</option>
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
        <TextField label="Mes de la visita" type="month" placeholder="AAAA-MM" pattern="\d{4}-\d{2}" required min={month} max={addMonths(month, CITA_MONTHS_AHEAD)} {...field('f_fecha')} />
        <SelectField label="Horario" required {...field('f_horario')}>
          <option value="">Seleccione horario</option>
          {CITA_SLOTS.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Observaciones" rows={3} required maxLength={2000} className="sm:col-span-2" placeholder="¿Qué te gustaría ver o probar?" {...field('f_observaciones')} />
      </fieldset>

      <fieldset className="contents">
        <legend className={`${legend} mt-3`}>Tus datos</legend>
        <TextField label="Nombre completo" autoComplete="name" required className="sm:col-span-2" {...field('f_nombre')} />
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" required {...field('f_telefono')} />
        <TextField label="Correo electrónico" type="email" autoComplete="email" required {...field('f_email')} />
        <TextField label="Ciudad (opcional)" autoComplete="address-level2" maxLength={100} className="sm:col-span-2" {...field('f_ciudad')} />
      </fieldset>

      <LegalConsent
        hint={LEGAL_REQUIRED_MESSAGE}
        checked={form.data.legal}
        error={form.errors.legal}
        onChange={(value) => form.setData('legal', value)}
      />
      <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
      <FormStatus ref={statusRef} status={status} className="sm:col-span-2" />
      <SubmitButton processing={form.processing} className="sm:col-span-2 sm:justify-self-start">
        Pedir cita
      </SubmitButton>
    </form>
  );
}
