import NameEditForm from '@/Components/NameLists/NameEditForm';
import StaffLayout from '@/Layouts/StaffLayout';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

/** EditarModelo (back-office §2 'Editar Modelo'): renames a model of its brand, then back to Marcas Y Modelos. */
export default function EditarModelo({ modelo }: PageProps<'EditarModelo'>) {
  return <NameEditForm title="Editar Modelo" context={`Modelo «${modelo.nombre}» de ${modelo.marca.nombre}`} nombre={modelo.nombre} action={route('modelo.update', { id: modelo.id })} />;
}

EditarModelo.layout = StaffLayout;
