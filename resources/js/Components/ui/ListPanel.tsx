import type { ReactNode } from 'react';
import Pagination from '@/Components/Pagination';
import type { PaginationLink } from '@contracts/pages';

interface Props {
  /** A visit for the list is under way: the rows dim and say so to assistive technology. */
  busy?: boolean;
  /** Whether the list has no rows; then `empty` shows instead of the table and the cards. */
  isEmpty: boolean;
  empty: ReactNode;
  /** The rows as a table, from the `md` breakpoint up (from `xl` for a wide table). */
  table: ReactNode;
  /** A table too wide for a tablet beside the menu: the cards show up to `xl`. */
  wide?: boolean;
  /** The rows as cards on phones; without them the table shows at every width. */
  cards?: ReactNode;
  /** The list's pages; none for a list that is never paginated. */
  links?: PaginationLink[];
  /** Inside the panel, above the rows: a card's title, its add button and its search. */
  header?: ReactNode;
  /** Names the panel (a section) and its pages, when a screen shows two lists. */
  label?: string;
  /** A card beside another: the rows scroll in a 400 px box and the pages sit inside the card. */
  compact?: boolean;
  /** The panel's own spacing (its top margin). */
  className?: string;
}

const PANEL = 'rounded-2xl border border-line/80 bg-white shadow-card';
const BREAKPOINTS = { md: { table: 'hidden md:block', cards: 'md:hidden' }, xl: { table: 'hidden xl:block', cards: 'xl:hidden' } } as const;
const COMPACT_PAGES = 'border-t border-line/70 px-3 py-3 gap-1! [&>*]:h-9 [&>*]:min-w-9 [&>*]:px-3';

/**
 * A staff list: the white panel with its rows (a table on desktop, cards on phones), the empty
 * state and the pages.
 */
export default function ListPanel({ busy = false, isEmpty, empty, table, cards, wide = false, links, header, label, compact = false, className = '' }: Props) {
  const shown = BREAKPOINTS[wide ? 'xl' : 'md'];
  const rows = isEmpty ? (
    empty
  ) : cards ? (
    <>
      <div className={shown.table}>{table}</div>
      <div className={shown.cards}>{cards}</div>
    </>
  ) : (
    table
  );
  const pages = links && (compact ? <Pagination links={links} className={COMPACT_PAGES} label={label ? `Páginas de ${label}` : undefined} preserve /> : <Pagination links={links} />);
  const Panel = label ? 'section' : 'div';
  return (
    <>
      <Panel aria-label={label} aria-busy={busy} className={`${className} ${PANEL} ${compact ? 'flex min-w-0 flex-col' : 'overflow-clip'} transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {header}
        {compact ? <div className="h-[400px] overflow-y-auto">{rows}</div> : rows}
        {compact && pages}
      </Panel>
      {!compact && pages}
    </>
  );
}

/** A list's empty state: its icon, when it has one, and what the staff member can do about it. */
export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  if (!icon) return <p className="px-6 py-12 text-center text-sm text-muted">{children}</p>;
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-sand text-ink/70">{icon}</span>
      <p className="mt-4 max-w-sm text-sm text-muted">{children}</p>
    </div>
  );
}
