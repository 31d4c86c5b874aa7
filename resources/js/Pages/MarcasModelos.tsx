import { Head, router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import AddNameModal from '@/Components/NameLists/AddNameModal';
import NameListCard, { type NameRow } from '@/Components/NameLists/NameListCard';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson } from '@/lib/json-call';
import { BRAND_MESSAGES, BRANDS_QUERY } from '@contracts/brands';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

type Kind = 'marca' | 'modelo';

const SEARCH_DELAY_MS = 300;
/** What a search refreshes; after an add or a delete the brand choices of the add-model modal too. */
const SEARCH_LISTS = ['marcas', 'modelos', 'filters'];
const ALL_LISTS = [...SEARCH_LISTS, 'todasMarcas'];

type Searches = PageProps<'MarcasModelos'>['filters'];

/** The page's query: both searches, and each card's page unless its search changed (then page 1). */
function listQuery(searches: Searches, previous: Searches, props: PageProps<'MarcasModelos'>): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (searches.buscar_marca) query[BRANDS_QUERY.marcaSearch] = searches.buscar_marca;
  if (searches.buscar_modelo) query[BRANDS_QUERY.modeloSearch] = searches.buscar_modelo;
  if (searches.buscar_marca === previous.buscar_marca && props.marcas.current_page > 1) query[BRANDS_QUERY.marcaPage] = props.marcas.current_page;
  if (searches.buscar_modelo === previous.buscar_modelo && props.modelos.current_page > 1) query[BRANDS_QUERY.modeloPage] = props.modelos.current_page;
  return query;
}

/**
 * A visit to this page with `query`. Plain (not async) visits: a newer one cancels an older
 * one, so a refresh after an add can never land after, and undo, a search typed meanwhile.
 */
const visitLists = (query: Record<string, string | number>, only: string[], onSuccess?: () => void) =>
  router.get(route('marcaymodelo'), query, { preserveState: true, preserveScroll: true, replace: true, only, onSuccess });

/** A visit for every list; `brandsStale` stays set until one such visit has landed. */
function visitAll(brandsStale: { current: boolean }, query: Record<string, string | number>, onSuccess?: () => void) {
  brandsStale.current = true;
  visitLists(query, ALL_LISTS, () => {
    brandsStale.current = false;
    onSuccess?.();
  });
}

const sameSearches = (a: Searches, b: Searches) => a.buscar_marca === b.buscar_marca && a.buscar_modelo === b.buscar_modelo;

/**
 * Both search boxes, sent 300 ms after the last keystroke; a changed search starts its card at page 1.
 * A search typed while the refresh after an add or a delete is under way cancels that refresh, so
 * it asks for every list itself until one such visit has landed: the add-model modal's brands
 * must never miss a brand just added.
 */
function useSearches(props: PageProps<'MarcasModelos'>) {
  const [searches, setSearches] = useState(props.filters);
  const sent = useRef(props.filters);
  const brandsStale = useRef(false);
  useEffect(() => {
    if (sameSearches(searches, sent.current)) return;
    const timer = setTimeout(() => {
      // A refresh after an add or a delete may have sent these searches meanwhile; sending them
      // again would cancel it, and with it what it does once landed (the focus after a delete).
      if (sameSearches(searches, sent.current)) return;
      const query = listQuery(searches, sent.current, props);
      sent.current = searches;
      if (brandsStale.current) visitAll(brandsStale, query);
      else visitLists(query, SEARCH_LISTS);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searches, props]);
  /** After an add or a delete: the lists as the boxes now ask for them. */
  const refresh = (onSuccess?: () => void) => {
    sent.current = searches;
    visitAll(brandsStale, listQuery(searches, searches, props), onSuccess);
  };
  return [searches, setSearches, refresh] as const;
}

/** MarcasModelos (back-office §2 "Brands and models list"): two searchable cards, add modals, delete confirms. */
export default function MarcasModelos(props: PageProps<'MarcasModelos'>) {
  const [searches, setSearches, reload] = useSearches(props);
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
          onSearch={(value) => setSearches((current) => ({ ...current, buscar_marca: value }))}
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
          onSearch={(value) => setSearches((current) => ({ ...current, buscar_modelo: value }))}
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
