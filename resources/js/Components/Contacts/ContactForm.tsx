import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { TextField } from '@/Components/Forms/FormField';
import Modal from '@/Components/Modal';
import FormModalActions from '@/Components/ui/FormModalActions';
import { fieldErrors } from '@/lib/forms';
import { contactSchema, type ContactRow } from '@contracts/contacts';
import { route } from '@contracts/routes';

/**
 * The add/edit modal of the contacts list (the spec's Contact/Form; back-office §2, §5 "Contact modal").
 * Mounted when it opens, so each opening starts from the contact it edits (or empty). Checked
 * with the server's schema first; the server's own errors land under the same fields.
 */
export default function ContactForm({ contact, onClose }: { contact: ContactRow | null; onClose: () => void }) {
  const form = useForm({ name: contact?.name ?? '', phone: contact?.phone ?? '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactSchema.safeParse(form.data);
    form.clearErrors();
    if (!checked.success) {
      form.setError(fieldErrors<'name' | 'phone'>(checked.error));
      return;
    }
    const options = { preserveScroll: true, preserveState: true, onSuccess: onClose };
    if (contact) form.patch(route('contacts.update', { id: contact.id }), options);
    else form.post(route('contacts.store'), options);
  };

  return (
    <Modal open onClose={onClose} title={contact ? 'Edit Contact' : 'Add Contact'} maxWidth="md">
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField label="Name" name="name" required autoComplete="off" maxLength={120} value={form.data.name} error={form.errors.name} onChange={(e) => form.setData('name', e.target.value)} />
        <TextField label="Phone" name="phone" type="tel" required autoComplete="off" maxLength={40} value={form.data.phone} error={form.errors.phone} onChange={(e) => form.setData('phone', e.target.value)} />
        <FormModalActions cancelLabel="Cancel" onCancel={onClose} processing={form.processing}>
          Save
        </FormModalActions>
      </form>
    </Modal>
  );
}
