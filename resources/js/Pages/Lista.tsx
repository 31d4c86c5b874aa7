import { Head, Link } from '@inertiajs/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import AddNameModal from '@/Components/NameLists/AddNameModal';
import NameListCard, { type NameRow } from '@/Components/NameLists/NameListCard';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson } from '@/lib/json-call';
import { LOOKUP_LISTS, LOOKUP_WORDS, lookupMessages, PROTECTED_LOOKUP_IDS, type LookupRow } from '@contracts/lookups';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

type Search = PageProps<'Lista'>['filters'];

/** The list's query: the search when there is one, and the page shown while the search is the one it answered (a new search starts at page 1). */
function listaQuery({ filters, filas }: PageProps<'Lista'>) {
  return (search: Search): Record<string, string> => ({
    ...(search.buscar && { buscar: search.buscar }),
    ...(search.buscar === filters.buscar && filas.current_page > 1 && { page: String(filas.current_page) }),
  });
}

/** What a row's line under its name says: how many cars use it, or that the site relies on it. */
function detail(lista: PageProps<'Lista'>['lista'], row: LookupRow): string | undefined {
  if (PROTECTED_LOOKUP_IDS[lista].includes(row.id)) return 'Fija: la web la usa por su número';
  if (row.coches > 0) return row.coches === 1 ? 'En uso por 1 vehículo' : `En uso por ${row.coches} vehículos`;
  return undefined;
}

/**
 * Lista: one lookup list of the cars (Carrocerías, Garantías, Combustibles, Cambios), as brands
 * are managed: search after a 300 ms pause (useListFilters), pages, add modal, rename page, delete confirm. Rows a
 * car uses, and the ids the code relies on, have no delete button.
 */
export default function Lista(props: PageProps<'Lista'>) {
  const { lista, filas, filters } = props;
  const words = LOOKUP_WORDS[lista];
  const messages = lookupMessages(lista);
  const { controls, change, refresh } = useListFilters(filters, { url: route('listas.index', { lista }), query: listaQuery(props) });
  const searchRef = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NameRow | null>(null);
  const [removing, setRemoving] = useState(false);

  /** After an add or a delete: the rows again, as the list now shows them. */
  const reload = (onSuccess?: () => void) => refresh({ onSuccess });

  const destroy = async (row: NameRow) => {
    setRemoving(true);
    const answer = await callJson('delete', route('listas.destroy', { lista, id: row.id }));
    setRemoving(false);
    setDeleting(null);
    if (answer.ok) {
      toast.success(answer.body?.message ?? messages.deleted);
      reload(() => searchRef.current?.focus());
    } else toast.error(answer.status === 400 ? (answer.body?.message ?? messages.inUse) : messages.deleteFailed);
  };

  return (
    <>
      <Head title={words.title} />
      <p className="eyebrow text-accent">Listas</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{words.title}</h1>
      <p className="mt-2 text-sm text-muted">Las opciones que se eligen al crear un vehículo y que filtran la búsqueda de la web.</p>
      <nav aria-label="Listas" className="mt-6 flex flex-wrap gap-2">
        {LOOKUP_LISTS.map((name) => (
          <Link
            key={name}
            href={route('listas.index', { lista: name })}
            aria-current={name === lista ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${name === lista ? 'bg-ink text-white' : 'border border-line bg-white text-ink hover:border-ink'}`}
          >
            {LOOKUP_WORDS[name].title}
          </Link>
        ))}
      </nav>

      <div className="mt-6 max-w-3xl">
        <NameListCard
          title={words.title}
          searchLabel={`Buscar ${words.title}`}
          search={controls.buscar}
          onSearch={(buscar) => change({ buscar })}
          rows={filas.data.map((row) => ({
            id: row.id,
            label: row.nombre,
            detail: detail(lista, row),
            deletable: row.deletable,
            editHref: route('listas.edit', { lista, id: row.id }),
          }))}
          total={filas.total}
          links={filas.links}
          addLabel={`Agregar ${words.one.toLowerCase()}`}
          onAdd={() => setAdding(true)}
          onDelete={setDeleting}
          searchRef={searchRef}
        />
      </div>

      {adding && (
        <AddNameModal kind="nombre" title={`Agregar ${words.one}`} action={route('listas.store', { lista })} onClose={() => setAdding(false)} onAdded={() => reload()} />
      )}
      <ConfirmModal
        open={deleting !== null}
        title={`Eliminar ${words.one.toLowerCase()}`}
        message={messages.confirm}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        processing={removing}
        onConfirm={() => deleting && void destroy(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

Lista.layout = StaffLayout;
