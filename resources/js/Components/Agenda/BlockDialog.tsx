import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { AgendaPerson } from '@contracts/agenda';
import { route } from '@contracts/routes';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Modal from '@/Components/Modal';
import FormModalActions from '@/Components/ui/FormModalActions';
import { madeIt } from '@/lib/flash-outcome';

interface Props {
  /** Whose time may be blocked: the branch's salespeople for Administración, else the viewer alone. */
  people: AgendaPerson[];
  dia: string;
  onClose: () => void;
}

/** 'Bloquear tiempo': a stretch of one day in a salesperson's diary; no drive is booked in it then. */
export default function BlockDialog({ people, dia, onClose }: Props) {
  const form = useForm({ user_id: String(people[0]?.id ?? ''), dia, desde: '', hasta: '', motivo: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('agenda.bloqueos.store'), { preserveScroll: true, onSuccess: (page) => madeIt(page) && onClose() });
  };
  return (
    <Modal open onClose={onClose} title="Bloquear tiempo" description="En ese tiempo no se reservan pruebas con esa persona." maxWidth="lg">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Persona" required className="sm:col-span-2" name="user_id" value={form.data.user_id} error={form.errors.user_id} onChange={(event) => form.setData('user_id', event.target.value)}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.nombre}
            </option>
          ))}
        </SelectField>
        <TextField label="Día" type="date" required className="sm:col-span-2" name="dia" value={form.data.dia} error={form.errors.dia} onChange={(event) => form.setData('dia', event.target.value)} />
        <TextField label="Desde" type="time" required name="desde" value={form.data.desde} error={form.errors.desde} onChange={(event) => form.setData('desde', event.target.value)} />
        <TextField label="Hasta" type="time" required name="hasta" value={form.data.hasta} error={form.errors.hasta} onChange={(event) => form.setData('hasta', event.target.value)} />
        <TextField label="Motivo" className="sm:col-span-2" maxLength={120} name="motivo" value={form.data.motivo} error={form.errors.motivo} hint="Opcional: lo ve el equipo en la agenda." onChange={(event) => form.setData('motivo', event.target.value)} />
        <div className="sm:col-span-2">
          <FormModalActions cancelLabel="Cancelar" onCancel={onClose} processing={form.processing}>
            Bloquear
          </FormModalActions>
        </div>
      </form>
    </Modal>
  );
}
