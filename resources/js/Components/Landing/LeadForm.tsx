import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import { LEAD_FINANCIAR, LEAD_HORARIOS } from '@contracts/lead-forms';
import type { LeadResponse } from '@contracts/leads';
import { TextField } from '@/Components/Forms/FormField';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import ChoiceField from '@/Components/Landing/ChoiceField';
import { emptyLead, LEAD_FIELD_ORDER, type LeadField, type LeadFields } from '@/Components/Landing/lead-form';
import { postForm, visitorFieldErrors } from '@/lib/forms';
import { useI18n } from '@/lib/i18n';
import { useErrorFocus } from '@/hooks/useErrorFocus';

/** What each choice shows, by the value the lead stores (spec §3). */
const HORARIO_LABELS = {
  Mañana: 'forms.slot_morning',
  Tarde: 'forms.slot_afternoon',
} as const satisfies Record<(typeof LEAD_HORARIOS)[number], string>;

const FINANCIAR_LABELS = {
  Sí: 'landing.finance_yes',
  No: 'landing.finance_no',
} as const satisfies Record<(typeof LEAD_FINANCIAR)[number], string>;

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
  const { t, route, locale } = useI18n();
  const form = useHttp<LeadFields, LeadResponse>(() => emptyLead());
  const [status, setStatus] = useState<FormStatusValue>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { formRef, arm, disarm } = useErrorFocus(LEAD_FIELD_ORDER, form.errors);

  const fail = () => setStatus({ kind: 'error', text: t('landing.send_error') });

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
      form.setError(await visitorFieldErrors<LeadField>(checked.error, locale));
      return;
    }
    form.transform(() => lead);
    arm();
    const outcome = await postForm(form, route('leads.store'));
    if (!outcome.sent && outcome.invalid) return fail();
    disarm();
    if (!outcome.sent) return fail();
    form.setData(emptyLead());
    setStatus({ kind: 'success', text: outcome.message || t('landing.sent') });
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
      <TextField label={t('forms.full_name')} autoComplete="name" required maxLength={200} {...text('nombre_completo')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('forms.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...text('telefono')} />
        <TextField label={t('forms.email')} type="email" autoComplete="email" required {...text('email')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          legend={t('landing.when_to_call')}
          options={LEAD_HORARIOS.map((value) => ({ value, label: t(HORARIO_LABELS[value]) }))}
          {...choice('horario_preferencia')}
        />
        <ChoiceField
          legend={t('landing.wants_finance')}
          options={LEAD_FINANCIAR.map((value) => ({ value, label: t(FINANCIAR_LABELS[value]) }))}
          {...choice('desea_financiar')}
        />
      </div>
      <LegalConsent className="" hint={t('forms.legal_required')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
      <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
      <FormStatus ref={statusRef} status={status} />
      <SubmitButton processing={form.processing} className="w-full">
        {t('landing.submit')}
      </SubmitButton>
    </form>
  );
}
