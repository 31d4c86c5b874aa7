import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { PlusIcon, UsersIcon } from '@/Components/icons/staff';
import Button from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import RowActions from '@/Components/ui/RowActions';
import StaffLayout from '@/Layouts/StaffLayout';
import type { ContactRow } from '@contracts/contacts';
import { route } from '@contracts/routes';
import ContactForm from '@/Components/Contacts/ContactForm';
import type { PageProps } from '@contracts/page-registry';

function ContactTable({ contacts, onEdit, onDelete }: { contacts: PageProps<'Contact/Index'>['contacts']; onEdit: (c: ContactRow) => void; onDelete: (c: ContactRow) => void }) {
  const offset = (contacts.current_page - 1) * contacts.per_page;
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line bg-sand/50 text-xs font-semibold tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-14 py-3 pr-2 pl-5 sm:pl-6">#</th>
          <th scope="col" className="px-2 py-3">First</th>
          <th scope="col" className="px-2 py-3">Last</th>
          <th scope="col" className="py-3 pr-5 pl-2 text-right sm:pr-6">Manage</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {contacts.data.map((contact, index) => (
          <tr key={contact.id} className="transition-colors hover:bg-paper">
            <td className="py-3 pr-2 pl-5 text-muted tabular-nums sm:pl-6">{offset + index + 1}</td>
            <td className="px-2 py-3 font-medium">{contact.first}</td>
            <td className="px-2 py-3">{contact.last}</td>
            <td className="py-2 pr-3 pl-2 sm:pr-4">
              <RowActions label={contact.name} onEdit={() => onEdit(contact)} onDelete={() => onDelete(contact)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Contact/Index (back-office §2 "Contacts"): the staff member's contacts, add/edit modal, delete confirm. */
export default function ContactIndex({ contacts }: PageProps<'Contact/Index'>) {
  const [editing, setEditing] = useState<ContactRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactRow | null>(null);
  const [removing, setRemoving] = useState(false);

  const destroy = (contact: ContactRow) =>
    router.delete(route('contacts.destroy', { id: contact.id }), {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setRemoving(true),
      onFinish: () => setRemoving(false),
      onSuccess: () => setDeleting(null),
    });

  return (
    <>
      <Head title="Contactos" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Agenda</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Contactos</h1>
          <p className="mt-2 text-sm text-muted">{contacts.total === 1 ? '1 contacto' : `${contacts.total} contactos`}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon />
          Add Contact
        </Button>
      </div>

      <ListPanel
        className="mt-8"
        isEmpty={contacts.data.length === 0}
        empty={<EmptyState icon={<UsersIcon className="size-6" />}>You dont have any contacts yet. Please create a new one.</EmptyState>}
        table={<ContactTable contacts={contacts} onEdit={setEditing} onDelete={setDeleting} />}
        links={contacts.links}
      />

      {editing && <ContactForm contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        open={deleting !== null}
        title="Warning!"
        message={`Are you sure went to delete ${deleting?.name ?? ''}?`}
        processing={removing}
        onConfirm={() => deleting && destroy(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

ContactIndex.layout = StaffLayout;
