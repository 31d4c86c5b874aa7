import { Head } from '@inertiajs/react';
import { lazy, Suspense, useState } from 'react';
import { searchQuery, SEARCH_DEBOUNCE_MS, type SearchFilters } from '@contracts/search';
import Pagination from '@/Components/Pagination';
import AppliedFilters from '@/Components/Search/AppliedFilters';
import FilterSheet from '@/Components/Search/FilterSheet';
import NoResultsSteps from '@/Components/Search/NoResultsSteps';
import ResultsToolbar from '@/Components/Search/ResultsToolbar';
import SearchBox from '@/Components/Search/SearchBox';
import FinanceNote from '@/Components/FinanceNote';
import SearchResults from '@/Components/Search/SearchResults';
import SoldToggle from '@/Components/Search/SoldToggle';
import { useListFilters } from '@/hooks/useListFilters';
import { useSearchSheet } from '@/hooks/useSearchSheet';
import { useI18n } from '@/lib/i18n';
import { propsOf, type AnsweredPage } from '@/lib/page-props';
import { applyFilterChange, clearFilters } from '@/lib/search';
import { activeFilterCount, appliedFilters, searchHeading, type AppliedFilter } from '@contracts/search-labels';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';
import { BellIcon } from '@/Components/icons/site';

const AlertModal = lazy(() => import('@/Components/Search/AlertModal'));

/**
 * The live search (spec §4): every change waits for a 500 ms pause; when the answer is for the
 * latest change, the filters the server applied (clamped) become the local ones; a failed search
 * offers 'Reintentar'.
 */
const SEARCH_RULES = {
  query: (filters: SearchFilters) => searchQuery(filters),
  apply: applyFilterChange,
  delay: SEARCH_DEBOUNCE_MS,
  applied: (page: AnsweredPage) => propsOf(page, 'Buscar')?.filters,
  reportFailure: true,
};

/** Vehicle search (spec §2 "Search page", route /buscar; ?vendidos=1 lists the sold cars). */
export default function Buscar(props: PageProps<'Buscar'>) {
  const i18n = useI18n();
  const { t, route } = i18n;
  const { entradas } = props;
  const { controls: filters, change, replace, busy, failed, retry } = useListFilters(props.filters, { ...SEARCH_RULES, url: route('buscar') });
  const reset = () => replace(clearFilters);
  const sheet = useSearchSheet();
  const vendidos = props.filters.vendidos;
  // The server's models belong to the brand it searched; a newer local brand waits for its own,
  // unless the search for it failed.
  const modelsStatus = filters.marcas === props.filters.marcas ? 'ready' : failed ? 'failed' : 'loading';
  // Chips and heading describe the results on screen: the filters the server answered.
  const chips = appliedFilters(props.filters, props, i18n);
  const remove = (chip: AppliedFilter) => change(chip.remove);
  // The spec's heading stays; a filtered search adds its name under it ('BMW de ocasión').
  const searchName = vendidos ? null : searchHeading(props.filters, props, i18n);
  // 'Crear alerta' loads its form on the first click, and keeps it (with what was typed) after.
  const [alertWanted, setAlertWanted] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const openAlert = () => {
    setAlertWanted(true);
    setAlertOpen(true);
  };

  return (
    <>
      <Head title={t('search.page_title')}>
        <meta head-key="description" name="description" content={t('search.meta_description')} />
        {/* Every filter, sort and page combination is a URL: only the plain listing is indexed. */}
        {Object.keys(searchQuery(props.filters)).length > 0 && <meta head-key="robots" name="robots" content="noindex, follow" />}
      </Head>
      <section className="container-site py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-5">
          <div>
            <p className="eyebrow text-accent">{t(vendidos ? 'search.eyebrow_sold' : 'search.eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
              {t(vendidos ? 'search.heading_sold' : 'search.heading')}
              {searchName && (
                <>
                  {' '}
                  <span className="mt-1 block text-2xl font-medium text-ink/75 sm:text-3xl">{searchName}</span>
                </>
              )}
            </h1>
            <p className="mt-3 max-w-2xl text-muted">{t(vendidos ? 'search.intro_sold' : 'search.intro')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {!vendidos && (
              <button
                type="button"
                onClick={openAlert}
                aria-haspopup="dialog"
                className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-ink"
              >
                <BellIcon className="size-4 text-accent" />
                {t('search.create_alert')}
              </button>
            )}
            <SoldToggle vendidos={vendidos} />
          </div>
        </div>

        <div className="mt-10 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <FilterSheet
            open={sheet.open}
            onClose={sheet.close}
            panelRef={sheet.panelRef}
            showResultsLabel={t('search.show_results', { count: entradas.total })}
          >
            <SearchBox
              layout="sidebar"
              options={props}
              filters={filters}
              onChange={change}
              onReset={reset}
              modelsStatus={modelsStatus}
            />
          </FilterSheet>

          <div>
            <ResultsToolbar
              total={entradas.total}
              sort={filters.sort_by}
              onSort={(sort_by) => change({ sort_by })}
              activeFilters={activeFilterCount(filters)}
              sheetOpen={sheet.open}
              onOpenFilters={sheet.show}
            />
            <AppliedFilters chips={chips} onRemove={remove} onClear={reset} />
            {failed && (
              <div role="alert" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-4 shadow-card">
                <p className="text-sm font-medium">{t('search.update_failed')}</p>
                <button
                  type="button"
                  onClick={retry}
                  className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  {t('search.retry')}
                </button>
              </div>
            )}
            <SearchResults vehicles={entradas.data} busy={busy} nextSteps={<NoResultsSteps chips={chips} onRemove={remove} onClear={reset} />} />
            <Pagination links={entradas.links} />
            <FinanceNote text={props.notaFinanciacion} vehicles={entradas.data} className="mt-8" />
          </div>
        </div>
      </section>
      {alertWanted && (
        <Suspense fallback={null}>
          <AlertModal open={alertOpen} onClose={() => setAlertOpen(false)} filters={props.filters} labels={chips.map((chip) => chip.label)} />
        </Suspense>
      )}
    </>
  );
}

Buscar.layout = PublicLayout;
