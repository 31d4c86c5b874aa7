import { Head } from '@inertiajs/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import AddNameModal from '@/Components/NameLists/AddNameModal';
import NameListCard, { type NameRow } from '@/Components/NameLists/NameListCard';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson } from '@/lib/json-call';
import { BRAND_MESSAGES, BRANDS_QUERY } from '@contracts/brands';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

type Kind = 'marca' | 'modelo';

/** What a search refreshes; after an add or a delete the brand choices of the add-model modal too. */
const SEARCH_LISTS = ['marcas', 'modelos', 'filters'];
const ALL_LISTS = [...SEARCH_LISTS, 'todasMarcas'];

type Searches = PageProps<'MarcasModelos'>['filters'];

/**
 * The page's query: both searches, and each card's page while its search is the one the page
 * shown answered (a changed search starts its card at page 1).
 */
function listQuery({ filters, marcas, modelos }: PageProps<'MarcasModelos'>) {
  return (searches: Searches): Record<string, string> => {
    const query: Record<string, string> = {};
    if (searches.buscar_marca) query[BRANDS_QUERY.marcaSearch] = searches.buscar_marca;
    if (searches.buscar_modelo) query[BRANDS_QUERY.modeloSearch] = searches.buscar_modelo;
    if (searches.buscar_marca === filters.buscar_marca && marcas.current_page > 1) query[BRANDS_QUERY.marcaPage] = String(marcas.current_page);
    if (searches.buscar_modelo === filters.buscar_modelo && modelos.current_page > 1) query[BRANDS_QUERY.modeloPage] = String(modelos.current_page);
    return query;
  };
}

/** MarcasModelos (back-office §2 "Brands and models list"): two searchable cards, add modals, delete confirms. */
export default function MarcasModelos(props: PageProps<'MarcasModelos'>) {
  // Both search boxes, sent 300 ms after the last keystroke. A search typed while the refresh
  // after an add or a delete is under way cancels it, so it asks for every list itself: the
  // add-model modal's brands must never miss a brand just added.
  const { controls: searches, change, refresh } = useListFilters(props.filters, { url: route('marcaymodelo'), query: listQuery(props), only: SEARCH_LISTS });
  /** After an add or a delete: every list, as the boxes now ask for them. */
  const reload = (onSuccess?: () => void) => refresh({ only: ALL_LISTS, onSuccess });
  const [adding, setAdding] = useState<Kind | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; row: NameRow } | null>(null);
  const [removing, setRemoving] = useState(false);
  const marcaSearch = useRef<HTMLInputElement>(null);
  const modeloSearch = useRef<HTMLInputElement>(null);

  const destroy = async ({ kind, row }: { kind: Kind; row: NameRow }) => {
    setRemoving(true);
    const answer = await callJson('delete', kind === 'marca' ? route('marca.destroy', { id: row.id }) : route('modelo.destroy', { id: row.id }));
    setRemoving(false);
    setDeleting(null);
    if (answer.ok) {
      toast.success(answer.body?.message ?? (kind === 'marca' ? BRAND_MESSAGES.brandDeleted : BRAND_MESSAGES.modelDeleted));
      // The deleted row's button, where the focus went back to, is gone: keep the keyboard in its card.
      reload(() => (kind === 'marca' ? marcaSearch : modeloSearch).current?.focus());
    } else if (answer.status === 400) {
      toast.error(kind === 'marca' ? BRAND_MESSAGES.brandInUse : BRAND_MESSAGES.modelInUse);
    } else {
      toast.error(kind === 'marca' ? BRAND_MESSAGES.brandDeleteFailed : BRAND_MESSAGES.modelDeleteFailed);
    }
  };

  return (
    <>
      <Head title="Marcas Y Modelos" />
      <p className="eyebrow text-accent">Catálogo</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Marcas Y Modelos</h1>
      <p className="mt-2 text-sm text-muted">Las marcas y modelos que se eligen al crear un vehículo y que filtran la búsqueda de la web.</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <NameListCard
          title="Marcas"
          searchLabel="Buscar Marcas"
          search={searches.buscar_marca}
          onSearch={(buscar_marca) => change({ buscar_marca })}
          rows={props.marcas.data.map((marca) => ({ id: marca.id, label: marca.nombre, editHref: route('marca.edit', { id: marca.id }) }))}
          total={props.marcas.total}
          links={props.marcas.links}
          addLabel="Agregar marca"
          onAdd={() => setAdding('marca')}
          onDelete={(row) => setDeleting({ kind: 'marca', row })}
          searchRef={marcaSearch}
        />
        <NameListCard
          title="Modelos"
          searchLabel="Buscar Modelos"
          search={searches.buscar_modelo}
          onSearch={(buscar_modelo) => change({ buscar_modelo })}
          rows={props.modelos.data.map((modelo) => ({ id: modelo.id, label: `${modelo.marca.nombre} - ${modelo.nombre}`, editHref: route('modelo.edit', { id: modelo.id }) }))}
          total={props.modelos.total}
          links={props.modelos.links}
          addLabel="Agregar modelo"
          onAdd={() => setAdding('modelo')}
          onDelete={(row) => setDeleting({ kind: 'modelo', row })}
          searchRef={modeloSearch}
        />
      </div>

      {adding && (
        <AddNameModal
          kind={adding === 'modelo' ? 'modelo' : 'nombre'}
          title={adding === 'modelo' ? 'Agregar Modelo' : 'Agregar Marca'}
          action={adding === 'modelo' ? route('modelo.store') : route('marca.store')}
          marcas={props.todasMarcas}
          onClose={() => setAdding(null)}
          onAdded={() => reload()}
        />
      )}
      <ConfirmModal
        open={deleting !== null}
        title={deleting?.kind === 'modelo' ? 'Eliminar modelo' : 'Eliminar marca'}
        message={deleting?.kind === 'modelo' ? BRAND_MESSAGES.modelConfirm : BRAND_MESSAGES.brandConfirm}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        processing={removing}
        onConfirm={() => deleting && void destroy(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

MarcasModelos.layout = StaffLayout;
