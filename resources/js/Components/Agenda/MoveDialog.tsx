import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { AgendaDrive } from '@contracts/agenda';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import type { SlotsResponse } from '@contracts/test-drives';
import Modal from '@/Components/Modal';
import SlotPicker from '@/Components/TestDrive/SlotPicker';
import { useJsonRead } from '@/hooks/useJsonRead';
import FormModalActions from '@/Components/ui/FormModalActions';
import { madeIt } from '@/lib/flash-outcome';

/** 'Mover': the car's free slots; the chosen one is sent, and the visitor gets the new time by mail. */
export default function MoveDialog({ drive, huecos, onClose }: { drive: AgendaDrive; huecos: string; onClose: () => void }) {
  const { load, retry } = useJsonRead<SlotsResponse>(huecos);
  const form = useForm<{ inicio: string }>({ inicio: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('agenda.mover', { id: drive.id }), { preserveScroll: true, onSuccess: (page) => madeIt(page) && onClose() });
  };
  return (
    <Modal open onClose={onClose} title="Mover la prueba" description={`${drive.coche.titulo} · ${drive.cliente.nombre} · ahora ${formatDateTime(drive.inicio)}`} maxWidth="xl">
      <form onSubmit={submit} noValidate className="space-y-5">
        <SlotPicker load={load} retry={retry} value={form.data.inicio} onChange={(inicio) => form.setData('inicio', inicio)} taken={[]} error={form.errors.inicio} />
        <p className="text-sm text-muted">El cliente recibe la nueva cita por correo, con su invitación de calendario.</p>
        <FormModalActions cancelLabel="Cancelar" onCancel={onClose} processing={form.processing}>
          Mover a este hueco
        </FormModalActions>
      </form>
    </Modal>
  );
}
