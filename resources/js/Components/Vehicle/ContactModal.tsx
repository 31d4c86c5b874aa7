import { useHttp } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import type { VehicleDetail } from '@contracts/pages';
import { CONTACT_SUCCESS_MESSAGE, defaultContactMessage, vehicleContactSchema, type ContactResponse } from '@contracts/leads';
import Modal from '@/Components/Modal';
import LegalConsent from '@/Components/Vehicle/LegalConsent';
import { TextAreaField, TextField } from '@/Components/Vehicle/FormField';
import { CONTACT_URL, csrfHeaders, FIELD_ORDER, fieldErrors, SEND_ERROR, type ContactFields } from '@/Components/Vehicle/contact-form';
import { vehicleTitle } from '@contracts/vehicle';

interface Props {
  open: boolean;
  onClose: () => void;
  coche: VehicleDetail;
}

type Status = { kind: 'success' | 'error'; text: string } | null;

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
  }));
  const [status, setStatus] = useState<Status>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (errors: Partial<Record<string, string>>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    form.clearErrors();
    const checked = vehicleContactSchema.safeParse(form.data);
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      form.setError(errors);
      focusFirstError(errors);
      return;
    }
    try {
      const response = await form.post(CONTACT_URL, { headers: csrfHeaders() });
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
        <LegalConsent checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />

        {status && (
          <p
            role={status.kind === 'success' ? 'status' : 'alert'}
            className={`rounded-xl px-4 py-3 text-sm sm:col-span-2 ${
              status.kind === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-accent/10 text-accent-dark'
            }`}
          >
            {status.text}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className="rounded-full border border-line px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40">
            Cerrar
          </button>
          <button
            type="submit"
            disabled={form.processing}
            className="flex items-center justify-center gap-2 rounded-full bg-accent px-8 py-3 text-sm font-semibold text-white transition-colors hover:bg-accent-dark disabled:opacity-70"
          >
            {form.processing && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            Enviar
          </button>
        </div>
      </form>
    </Modal>
  );
}
