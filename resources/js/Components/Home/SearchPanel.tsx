import { Link, router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import type { SearchOptions } from '@contracts/pages';
import { EMPTY_FILTERS, searchQuery, type SearchFilters } from '@contracts/search';
import SearchBox from '@/Components/Search/SearchBox';
import { ArrowRightIcon, SearchIcon } from '@/Components/icons/site';
import { useSearchModels } from '@/hooks/useSearchModels';
import { useI18n } from '@/lib/i18n';
import { applyFilterChange, clearFilters } from '@/lib/search';

/** Shortcuts into the search page; the parameters are the spec's filter fields (§3). */
const shortcuts = [
  { label: 'home.shortcut_electric', query: '?combustible=4' },
  { label: 'home.shortcut_plug_in_hybrid', query: '?combustible=9' },
  { label: 'home.shortcut_automatic', query: '?cambio=1' },
  { label: 'home.shortcut_sold', query: '?vendidos=1' },
] as const;

/**
 * The home search box (spec §2 Home): the same fields as /buscar, overlapping the hero. It does
 * not search live: a brand loads its models, and 'Buscar' opens /buscar with the chosen filters.
 */
export default function SearchPanel({ search }: { search: SearchOptions }) {
  const { t, route } = useI18n();
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_FILTERS);
  const models = useSearchModels(filters.marcas);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.get(route('buscar'), searchQuery(filters));
  };

  return (
    <section aria-labelledby="buscar-title" className="container-site relative z-10 -mt-16">
      <form role="search" aria-labelledby="buscar-title" onSubmit={submit} className="rounded-2xl bg-white p-6 shadow-lift ring-1 ring-line/60 sm:p-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div>
            <h2 id="buscar-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {t('home.search_title')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('home.search_text')}</p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={t('home.shortcuts_label')}>
            {shortcuts.map((s) => (
              <li key={s.query}>
                <Link
                  href={route('buscar') + s.query}
                  className="inline-flex items-center rounded-full border border-line px-3.5 py-1.5 text-sm text-ink/80 transition-colors hover:border-ink/40 hover:text-ink"
                >
                  {t(s.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <SearchBox
          layout="panel"
          options={{ ...search, modelos: models.modelos }}
          filters={filters}
          onChange={(update) => setFilters((prev) => applyFilterChange(prev, update))}
          onReset={() => setFilters(clearFilters)}
          modelsStatus={models.status}
          actions={
            <button
              type="submit"
              className="group inline-flex items-center justify-center gap-3 rounded-full bg-accent px-8 py-3.5 text-base font-semibold text-white shadow-md transition-colors hover:bg-accent-dark max-sm:w-full"
            >
              <SearchIcon className="size-5" />
              {t('home.search_button')}
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
            </button>
          }
        />
      </form>
    </section>
  );
}
