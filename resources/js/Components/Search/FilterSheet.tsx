import { useId, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

export const FILTERS_ID = 'filtros';

interface Props {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  /** The footer button's text, e.g. 'Ver 87 vehículos'. */
  showResultsLabel: string;
  children: ReactNode;
}

/**
 * Where the search box lives on /buscar: a sidebar card on wide screens; below 1024 px it is
 * hidden until 'Filtros' opens it as a modal sheet from the right (useSearchSheet). The sidebar
 * stays in view while the results scroll, and scrolls itself when taller than the screen.
 */
export default function FilterSheet({ open, onClose, panelRef, showResultsLabel, children }: Props) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div
      className={open ? 'fixed inset-0 z-50 flex justify-end bg-ink/55 backdrop-blur-[2px]' : 'max-lg:hidden lg:sticky lg:top-24'}
      onClick={open ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      <div
        ref={panelRef}
        id={FILTERS_ID}
        role={open ? 'dialog' : 'region'}
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        className={
          open
            ? 'flex h-full w-full max-w-md flex-col bg-white shadow-lift'
            : 'rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto'
        }
      >
        <div className={open ? 'flex items-center justify-between border-b border-line px-5 py-4' : 'mb-5'}>
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {t('search.filters')}
          </h2>
          {open && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('search.close_filters')}
              className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        <div className={open ? 'flex-1 overflow-y-auto px-5 py-6' : undefined}>{children}</div>
        {open && (
          <div className="border-t border-line p-4">
            <button
              type="button"
              onClick={onClose}
              className="h-12 w-full rounded-full bg-ink px-6 text-[15px] font-semibold text-white transition-colors hover:bg-ink-soft"
            >
              {showResultsLabel}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
