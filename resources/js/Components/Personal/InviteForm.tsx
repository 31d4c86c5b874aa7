import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Modal from '@/Components/Modal';
import FormModalActions from '@/Components/ui/FormModalActions';
import { fieldErrors } from '@/lib/forms';
import { route } from '@contracts/routes';
import { INVITATION_DAYS, invitationSchema, type InvitationForm } from '@contracts/staff';
import { ROLE_LABELS, ROLES } from '@contracts/staff-roles';

/**
 * 'Invitar a un compañero': name, address and role. Checked with the server's schema first; the
 * server's own errors (an address that has an account) land under the same fields.
 */
export default function InviteForm({ onClose }: { onClose: () => void }) {
  const form = useForm<InvitationForm>({ name: '', email: '', rol: 'ventas' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = invitationSchema.safeParse(form.data);
    form.clearErrors();
    if (!checked.success) {
      form.setError(fieldErrors<keyof InvitationForm>(checked.error));
      return;
    }
    form.post(route('personal.store'), { preserveScroll: true, onSuccess: onClose });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Invitar a un compañero"
      description={`Le enviaremos un correo para que elija su contraseña. El enlace caduca en ${INVITATION_DAYS} días.`}
      maxWidth="md"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField label="Nombre" name="name" required autoComplete="off" maxLength={120} value={form.data.name} error={form.errors.name} onChange={(e) => form.setData('name', e.target.value)} />
        <TextField label="Correo electrónico" name="email" type="email" required autoComplete="off" maxLength={254} value={form.data.email} error={form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        <SelectField label="Rol" name="rol" required value={form.data.rol} error={form.errors.rol} onChange={(e) => form.setData('rol', e.target.value as InvitationForm['rol'])}>
          {ROLES.map((rol) => (
            <option key={rol} value={rol}>
              {ROLE_LABELS[rol]}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-muted">
          <strong className="font-semibold text-ink">Ventas</strong> gestiona el stock, las fotos y las solicitudes.{' '}
          <strong className="font-semibold text-ink">Administración</strong> además elimina coches, gestiona el personal y los ajustes.
        </p>
        <FormModalActions cancelLabel="Cancelar" onCancel={onClose} processing={form.processing}>
          Enviar invitación
        </FormModalActions>
      </form>
    </Modal>
  );
}
