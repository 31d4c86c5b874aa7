import { useHttp } from '@inertiajs/react';
import { useState } from 'react';
import { type FinanceChoice, financeQuote, type FinanceQuote, type FinanceTerms } from '@contracts/finance';
import { formatEuros, formatPercent, formatPrice } from '@contracts/format';
import type { VehicleDetail } from '@contracts/pages';
import { vehicleContactSchema, type ContactResponse } from '@contracts/leads';
import Modal from '@/Components/Modal';
import FormStatus from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SendOrClose from '@/Components/Forms/SendOrClose';
import { TextAreaField, TextField } from '@/Components/Forms/FormField';
import { FIELD_ORDER, type ContactFields } from '@/Components/Vehicle/contact-form';
import { useFormSend } from '@/hooks/useFormSend';
import { useI18n } from '@/lib/i18n';
import { vehicleTitle } from '@contracts/vehicle';

interface Props {
  open: boolean;
  onClose: () => void;
  coche: VehicleDetail;
  terms: FinanceTerms;
  /** The credit the visitor set up in the calculator, offered to go with the message; null when none. */
  credit: FinanceChoice | null;
}

/** The chosen credit in one line, and a checkbox to send it with the message or not. */
function CreditChoice({ credit, checked, error, onChange }: { credit: FinanceQuote; checked: boolean; error: string | undefined; onChange: (checked: boolean) => void }) {
  const { t, locale } = useI18n();
  return (
    <div className="sm:col-span-2">
      <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-sand/50 px-4 py-3 text-sm ring-1 ring-line/80">
        <input type="checkbox" name="financiacion" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-4 accent-accent" />
        <span>
          <span className="font-semibold">{t('vehicle.include_finance')}</span>
          <span className="mt-0.5 block text-muted tabular-nums">
            {t('vehicle.chosen_finance', {
              deposit: formatPrice(credit.entrada, locale),
              count: credit.plazo,
              payment: formatEuros(credit.cuota, locale),
              tae: formatPercent(credit.tae, locale),
            })}
          </span>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-accent">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * 'Contactar' (spec §2, §4, §8). The form is checked with the same zod schema as the server
 * before it is sent; the success text shows only after a 2xx, then the form starts over with
 * the default message. A 422 puts each error under its field; any other failure says so and
 * keeps what the visitor typed.
 */
export default function ContactModal({ open, onClose, coche, terms, credit }: Props) {
  const { t, route } = useI18n();
  const quote = credit && financeQuote(terms, coche.effectivePrice, credit.entrada, credit.plazo);
  const form = useHttp<ContactFields, ContactResponse>(() => ({
    nombre: '',
    apellidos: '',
    telefono: '',
    correo: '',
    mensaje: t('vehicle.contact_message', { title: vehicleTitle(coche) }),
    legal: false,
    vehiculo: coche.id,
    financiacion: null,
    hp_gtcars: '',
  }));
  const [sendCredit, setSendCredit] = useState(true);
  const financiacion = quote && sendCredit ? { entrada: quote.entrada, plazo: quote.plazo } : null;
  const { formRef, status, submit, reset } = useFormSend(form, {
    order: FIELD_ORDER,
    schema: vehicleContactSchema,
    outgoing: (data) => ({ ...data, financiacion }),
    url: route('form.vehiculo'),
    sent: t('forms.contact_sent'),
    failed: t('vehicle.contact_send_error'),
    onSent: () => form.reset(),
  });

  const close = () => {
    reset();
    onClose();
  };

  const field = (name: Exclude<keyof ContactFields, 'legal' | 'vehiculo' | 'financiacion'>) => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });

  return (
    <Modal open={open} onClose={close} title={t('vehicle.contact')} description={vehicleTitle(coche)} maxWidth="xl">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('vehicle.first_name')} autoComplete="given-name" required {...field('nombre')} />
        <TextField label={t('vehicle.last_name')} autoComplete="family-name" required {...field('apellidos')} />
        <TextField label={t('vehicle.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...field('telefono')} />
        <TextField label={t('vehicle.email')} type="email" autoComplete="email" required {...field('correo')} />
        <TextAreaField label={t('vehicle.message')} rows={4} required className="sm:col-span-2" {...field('mensaje')} />
        {quote && <CreditChoice credit={quote} checked={sendCredit} error={form.errors.financiacion} onChange={setSendCredit} />}
        <LegalConsent hint={t('forms.legal_required')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />

        <FormStatus status={status} className="sm:col-span-2" />

        <SendOrClose processing={form.processing} send={t('vehicle.send')} close={t('vehicle.close')} onClose={close} className="pt-2 sm:col-span-2" />
      </form>
    </Modal>
  );
}
