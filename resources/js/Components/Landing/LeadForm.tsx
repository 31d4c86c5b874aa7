import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import { LEAD_ERROR_MESSAGE, LEAD_FINANCIAR, LEAD_HORARIOS, LEAD_SUCCESS_MESSAGE, LEGAL_REQUIRED_MESSAGE } from '@contracts/lead-forms';
import type { LeadResponse } from '@contracts/leads';
import { TextField } from '@/Components/Forms/FormField';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import ChoiceField from '@/Components/Landing/ChoiceField';
import { emptyLead, LEAD_FIELD_ORDER, LEAD_URL, type LeadField, type LeadFields } from '@/Components/Landing/lead-form';
import { fieldErrors, postForm } from '@/lib/forms';
import { useErrorFocus } from '@/hooks/useErrorFocus';

interface Props {
  /** The lead's origin (?origen=), kept after a send. */
  origen: string | null;
  vehicleId: number | null;
  /** The form's accessible name. */
  label: string;
}

/**
 * The landing pages' lead form (spec §3, §4, §5, §8): idle → loading (button disabled with a
 * spinner) → success or error, both cleared at each new send. Checked with the contract's
 * schema (trimmed, empty fields blocked) before it is sent; "sent" only after the server stored
 * the lead (2xx). Success clears the personal fields; the origin and the car stay.
 */
export default function LeadForm({ origen, vehicleId, label }: Props) {
  const form = useHttp<LeadFields, LeadResponse>(() => emptyLead());
  const [status, setStatus] = useState<FormStatusValue>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { formRef, arm, disarm } = useErrorFocus(LEAD_FIELD_ORDER, form.errors);

  const fail = () => setStatus({ kind: 'error', text: LEAD_ERROR_MESSAGE });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    form.clearErrors();
    const schema = await import('@contracts/leads').then(
      (module) => module.leadSchema,
      () => null,
    );
    if (!schema) return fail();
    const lead = { ...form.data, origen, vehicle_id: vehicleId, page_url: window.location.href, submitted_at: new Date().toISOString() };
    const checked = schema.safeParse(lead);
    if (!checked.success) {
      arm();
      form.setError(fieldErrors<LeadField>(checked.error));
      return;
    }
    form.transform(() => lead);
    arm();
    const outcome = await postForm(form, LEAD_URL);
    if (!outcome.sent && outcome.invalid) return fail();
    disarm();
    if (!outcome.sent) return fail();
    form.setData(emptyLead());
    setStatus({ kind: 'success', text: outcome.message || LEAD_SUCCESS_MESSAGE });
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const text = (name: 'nombre_completo' | 'telefono' | 'email') => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });
  const choice = (name: 'horario_preferencia' | 'desea_financiar') => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (value: string) => form.setData(name, value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      <TextField label="Nombre completo" autoComplete="name" required maxLength={200} {...text('nombre_completo')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" required {...text('telefono')} />
        <TextField label="Correo electrónico" type="email" autoComplete="email" required {...text('email')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField legend="¿Cuándo te llamamos?" options={LEAD_HORARIOS} {...choice('horario_preferencia')} />
        <ChoiceField legend="¿Deseas financiar?" options={LEAD_FINANCIAR} {...choice('desea_financiar')} />
      </div>
      <LegalConsent className="" hint={LEGAL_REQUIRED_MESSAGE} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
      <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
      <FormStatus ref={statusRef} status={status} />
      <SubmitButton processing={form.processing} className="w-full">
        Solicitar prueba gratuita
      </SubmitButton>
    </form>
  );
}
