import NameEditForm from '@/Components/NameLists/NameEditForm';
import StaffLayout from '@/Layouts/StaffLayout';
import { LOOKUP_WORDS } from '@contracts/lookups';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

/** EditarLista: renames a row of a lookup list, then back to its Lista. */
export default function EditarLista({ lista, fila }: PageProps<'EditarLista'>) {
  const words = LOOKUP_WORDS[lista];
  return (
    <NameEditForm
      title={`Editar ${words.one}`}
      context={`${words.one} «${fila.nombre}»`}
      nombre={fila.nombre}
      action={route('listas.update', { lista, id: fila.id })}
      back={{ href: route('listas.index', { lista }), label: words.title }}
    />
  );
}

EditarLista.layout = StaffLayout;
