import { useHttp } from '@inertiajs/react';
import { useId } from 'react';
import { formatPrice } from '@contracts/format';
import { LEGAL_REQUIRED_MESSAGE } from '@contracts/lead-forms';
import type { VehicleDetail } from '@contracts/pages';
import { RESERVATION_SUCCESS_MESSAGE, reservationSchema, type ReservationResponse } from '@contracts/reservations';
import { route } from '@contracts/routes';
import { branches } from '@contracts/site';
import { vehicleTitle } from '@contracts/vehicle';
import Modal from '@/Components/Modal';
import FormStatus from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useFormSend } from '@/hooks/useFormSend';

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

const SEND_ERROR = 'No hemos podido enviar tu reserva. Inténtalo de nuevo o llámanos.';

/** The reservation terms' checkbox, with the link to read them in a new tab. */
function TermsConsent({ checked, error, onChange }: { checked: boolean; error: string | undefined; onChange: (checked: boolean) => void }) {
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
          He leído y acepto las{' '}
          <a href={route('condiciones_reserva')} target="_blank" rel="noopener" className="font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-ink">
            condiciones de la reserva<span className="sr-only"> (se abren en otra pestaña)</span>
          </a>
          .
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
 * an enquiry; the car stays on sale until staff confirm it, which the success text says.
 */
export default function ReservationModal({ open, onClose, coche }: { open: boolean; onClose: () => void; coche: VehicleDetail }) {
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
    sent: RESERVATION_SUCCESS_MESSAGE,
    failed: SEND_ERROR,
    onSent: () => form.reset(),
  });

  const close = () => {
    reset();
    onClose();
  };

  const field = (name: 'nombre' | 'apellidos' | 'telefono' | 'email') => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });

  return (
    <Modal open={open} onClose={close} title="Reservar" description={vehicleTitle(coche)} maxWidth="xl">
      <div className="rounded-xl bg-sand/60 px-4 py-3 text-sm ring-1 ring-line/70">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted">Señal</dt>
            <dd className="font-semibold tabular-nums">{formatPrice(reserva.senal)}</dd>
          </div>
          <div>
            <dt className="text-muted">Reserva</dt>
            <dd className="font-semibold">{reserva.horas} horas</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs leading-relaxed text-muted">
          Te llamamos para confirmarla. Pagas la señal en la sede o por transferencia (todavía no hay pago con tarjeta en la web) y se descuenta del precio.
        </p>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField label="Nombre" autoComplete="given-name" required {...field('nombre')} />
        <TextField label="Apellidos" autoComplete="family-name" required {...field('apellidos')} />
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" required {...field('telefono')} />
        <TextField label="Correo" type="email" autoComplete="email" required {...field('email')} />
        <SelectField label="Sede para pagar la señal y recoger el coche" required className="sm:col-span-2" name="sede" value={form.data.sede} error={form.errors.sede} onChange={(event) => form.setData('sede', event.target.value)}>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <TermsConsent checked={form.data.condiciones} error={form.errors.condiciones} onChange={(value) => form.setData('condiciones', value)} />
        <LegalConsent hint={LEGAL_REQUIRED_MESSAGE} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
        {form.errors.coche && (
          <p role="alert" className="text-sm font-medium text-accent sm:col-span-2">
            {form.errors.coche}
          </p>
        )}
        <FormStatus status={status} className="sm:col-span-2" />
        <div className="flex flex-col gap-3 pt-2 sm:col-span-2 sm:flex-row">
          <SubmitButton processing={form.processing}>Enviar reserva</SubmitButton>
          <button type="button" onClick={close} className="rounded-full border border-line px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40">
            Cerrar
          </button>
        </div>
      </form>
    </Modal>
  );
}
