import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { TextField } from '@/Components/Forms/FormField';
import Button from '@/Components/ui/Button';
import { BUYER_MAX } from '@contracts/lead-workflow';
import { route } from '@contracts/routes';

/**
 * 'Crear presupuesto': a written quote for the enquiry's car in the buyer's name, the same
 * figures as the car's page. It goes on the timeline, where its PDF downloads.
 */
export default function QuoteForm({ leadId, buyer }: { leadId: number; buyer: string }) {
  const form = useForm({ comprador: buyer });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('solicitudes.presupuesto.store', { id: leadId }), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-3 border-t border-line/60 pt-5">
      <TextField
        label="Nombre del comprador"
        name="comprador"
        maxLength={BUYER_MAX}
        autoComplete="off"
        value={form.data.comprador}
        error={form.errors.comprador}
        onChange={(e) => form.setData('comprador', e.target.value)}
        hint="Aparece en el presupuesto. El PDF queda en el historial de la solicitud."
      />
      <div>
        <Button type="submit" size="sm" disabled={form.processing || form.data.comprador.trim() === ''} aria-busy={form.processing || undefined}>
          Crear presupuesto
        </Button>
      </div>
    </form>
  );
}
