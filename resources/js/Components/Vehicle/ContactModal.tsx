import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import type { VehicleDetail } from '@contracts/pages';
import { CONTACT_SUCCESS_MESSAGE, defaultContactMessage, LEGAL_REQUIRED_MESSAGE } from '@contracts/lead-forms';
import { vehicleContactSchema, type ContactResponse } from '@contracts/leads';
import Modal from '@/Components/Modal';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { TextAreaField, TextField } from '@/Components/Forms/FormField';
import { CONTACT_URL, FIELD_ORDER, SEND_ERROR, type ContactFields } from '@/Components/Vehicle/contact-form';
import { fieldErrors, firstError, focusField } from '@/lib/forms';
import { vehicleTitle } from '@contracts/vehicle';

interface Props {
  open: boolean;
  onClose: () => void;
  coche: VehicleDetail;
}

/**
 * 'Contactar' (spec §2, §4, §8). The form is checked with the same zod schema as the server
 * before it is sent; the success text shows only after a 2xx, then the form starts over with
 * the default message. A 422 puts each error under its field; any other failure says so and
 * keeps what the visitor typed.
 */
export default function ContactModal({ open, onClose, coche }: Props) {
  const form = useHttp<ContactFields, ContactResponse>(() => ({
    nombre: '',
    apellidos: '',
    telefono: '',
    correo: '',
    mensaje: defaultContactMessage({ marca: coche.marca.nombre, modelo: coche.modelo.nombre, nombre: coche.nombre }),
    legal: false,
    vehiculo: coche.id,
    hp_gtcars: '',
  }));
  const [status, setStatus] = useState<FormStatusValue>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (errors: Partial<Record<string, string>>) => focusField(formRef.current, firstError(FIELD_ORDER, errors));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    form.clearErrors();
    const checked = vehicleContactSchema.safeParse(form.data);
    if (!checked.success) {
      const errors = fieldErrors<keyof ContactFields>(checked.error);
      form.setError(errors);
      focusFirstError(errors);
      return;
    }
    try {
      const response = await form.post(CONTACT_URL);
      // useHttp answers a 422 with undefined, having put the errors on the fields.
      if (response === undefined) {
        setStatus({ kind: 'error', text: 'Revisa los campos marcados.' });
        return;
      }
      form.reset();
      setStatus({ kind: 'success', text: response.message || CONTACT_SUCCESS_MESSAGE });
    } catch {
      setStatus({ kind: 'error', text: SEND_ERROR });
    }
  };

  const close = () => {
    setStatus(null);
    onClose();
  };

  const field = (name: Exclude<keyof ContactFields, 'legal' | 'vehiculo'>) => ({
    name,
    value: form.data[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
  });

  return (
    <Modal open={open} onClose={close} title="Contactar" description={vehicleTitle(coche)} maxWidth="xl">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nombre" autoComplete="given-name" required {...field('nombre')} />
        <TextField label="Apellidos" autoComplete="family-name" required {...field('apellidos')} />
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" required {...field('telefono')} />
        <TextField label="Correo" type="email" autoComplete="email" required {...field('correo')} />
        <TextAreaField label="Mensaje" rows={4} required className="sm:col-span-2" {...field('mensaje')} />
        <LegalConsent hint={LEGAL_REQUIRED_MESSAGE} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />

        <FormStatus status={status} className="sm:col-span-2" />

        <div className="flex flex-col gap-3 pt-2 sm:col-span-2 sm:flex-row">
          <SubmitButton processing={form.processing}>Enviar</SubmitButton>
          <button type="button" onClick={close} className="rounded-full border border-line px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40">
            Cerrar
          </button>
        </div>
      </form>
    </Modal>
  );
}
