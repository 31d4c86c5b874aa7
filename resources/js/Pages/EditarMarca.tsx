import NameEditForm from '@/Components/NameLists/NameEditForm';
import StaffLayout from '@/Layouts/StaffLayout';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

/** EditarMarca (back-office §2 'Editar Marca'): renames a brand, then back to Marcas Y Modelos. */
export default function EditarMarca({ marca }: PageProps<'EditarMarca'>) {
  return <NameEditForm title="Editar Marca" context={`Marca «${marca.nombre}»`} nombre={marca.nombre} action={route('marca.update', { id: marca.id })} />;
}

EditarMarca.layout = StaffLayout;
