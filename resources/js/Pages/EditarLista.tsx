import NombreEditForm from '@/Components/Catalog/NombreEditForm';
import StaffLayout from '@/Layouts/StaffLayout';
import { LOOKUP_WORDS, type EditarListaProps } from '@contracts/lookups';
import { route } from '@contracts/routes';

/** EditarLista: renames a row of a lookup list, then back to its Lista. */
export default function EditarLista({ lista, fila }: EditarListaProps) {
  const words = LOOKUP_WORDS[lista];
  return (
    <NombreEditForm
      title={`Editar ${words.one}`}
      context={`${words.one} «${fila.nombre}»`}
      nombre={fila.nombre}
      action={route('listas.update', { lista, id: fila.id })}
      back={{ href: route('listas.index', { lista }), label: words.title }}
    />
  );
}

EditarLista.layout = StaffLayout;
