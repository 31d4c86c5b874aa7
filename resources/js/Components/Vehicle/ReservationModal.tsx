import { useHttp } from '@inertiajs/react';
import { useId } from 'react';
import { formatPrice } from '@contracts/format';
import type { VehicleDetail } from '@contracts/pages';
import { reservationSchema, type ReservationResponse } from '@contracts/reservations';
import { branches } from '@contracts/site';
import { vehicleTitle } from '@contracts/vehicle';
import Modal from '@/Components/Modal';
import FormStatus from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SendOrClose from '@/Components/Forms/SendOrClose';
import { SelectField } from '@/Components/Forms/FormField';
import BuyerFields from '@/Components/Vehicle/BuyerFields';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useFormSend } from '@/hooks/useFormSend';
import { goToGateway } from '@/lib/gateway';
import { useI18n } from '@/lib/i18n';

interface ReservationData {
  nombre: string;
  apellidos: string;
  telefono: string;
  email: string;
  coche: number;
  sede: string;
  condiciones: boolean;
  legal: boolean;
  hp_gtcars: string;
}

const FIELD_ORDER = ['nombre', 'apellidos', 'telefono', 'email', 'sede', 'condiciones', 'legal'] as const;

/** The reservation terms' checkbox, with the link to read them in a new tab. */
function TermsConsent({ checked, error, onChange }: { checked: boolean; error: string | undefined; onChange: (checked: boolean) => void }) {
  const { rich, route } = useI18n();
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="condiciones"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded accent-accent"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink/80">
          {rich('vehicle.reservation_terms', {
            link: (words) => (
              <a href={route('condiciones_reserva')} target="_blank" rel="noopener" className="font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-ink">
                {words}
              </a>
            ),
            hidden: (words) => (
              <span key="hidden" className="sr-only">
                {words}
              </span>
            ),
          })}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 ml-8 text-xs font-medium text-accent">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * 'Reservar': the visitor's contact, the branch and the terms. The server stores the request as
 * an enquiry. `online`: the deposit is paid at once through the bank's gateway, where the browser
 * goes next, and the car is held as soon as it is paid; otherwise the car stays on sale until
 * staff confirm the request, which the success text says.
 */
export default function ReservationModal({ open, onClose, coche, online }: { open: boolean; onClose: () => void; coche: VehicleDetail; online: boolean }) {
  const { t, locale, route } = useI18n();
  const { reserva } = useEmpresa();
  const form = useHttp<ReservationData, ReservationResponse>(() => ({
    nombre: '',
    apellidos: '',
    telefono: '',
    email: '',
    coche: coche.id,
    sede: String(coche.sede_id),
    condiciones: false,
    legal: false,
    hp_gtcars: '',
  }));
  const { formRef, status, submit, reset } = useFormSend(form, {
    order: FIELD_ORDER,
    schema: reservationSchema,
    url: route('reservas.store'),
    sent: t('vehicle.reservation_sent'),
    failed: t('vehicle.reservation_send_error'),
    onSent: (answer) => {
      if (answer.pago) goToGateway(answer.pago);
      else form.reset();
    },
  });

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('vehicle.reserve')} description={vehicleTitle(coche)} maxWidth="xl">
      <div className="rounded-xl bg-sand/60 px-4 py-3 text-sm ring-1 ring-line/70">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted">{t('vehicle.reservation_deposit')}</dt>
            <dd className="font-semibold tabular-nums">{formatPrice(reserva.senal, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('vehicle.reservation_hold')}</dt>
            <dd className="font-semibold">{t('vehicle.reservation_hours', { hours: reserva.horas })}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs leading-relaxed text-muted">{t(online ? 'vehicle.reservation_how_online' : 'vehicle.reservation_how')}</p>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 grid gap-4 sm:grid-cols-2">
        <BuyerFields form={form} />
        <SelectField label={t(online ? 'vehicle.reservation_branch_online' : 'vehicle.reservation_branch')} required className="sm:col-span-2" name="sede" value={form.data.sede} error={form.errors.sede} onChange={(event) => form.setData('sede', event.target.value)}>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <TermsConsent checked={form.data.condiciones} error={form.errors.condiciones} onChange={(value) => form.setData('condiciones', value)} />
        <LegalConsent hint={t('forms.legal_required')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
        {form.errors.coche && (
          <p role="alert" className="text-sm font-medium text-accent sm:col-span-2">
            {form.errors.coche}
          </p>
        )}
        <FormStatus status={status} className="sm:col-span-2" />
        <SendOrClose processing={form.processing} send={t(online ? 'vehicle.reservation_pay' : 'vehicle.send_reservation')} close={t('vehicle.close')} onClose={close} className="pt-2 sm:col-span-2" />
      </form>
    </Modal>
  );
}
