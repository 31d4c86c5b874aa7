import { Link } from '@inertiajs/react';
import type { ComponentType, SVGProps } from 'react';
import { ArrowRightIcon } from '@/Components/icons/site';
import { formatNumber, formatPrice } from '@contracts/format';

export interface Tile {
  label: string;
  value: number;
  /** Whole euros: shown as a price ('12.400 €'). */
  euros?: boolean;
  hint: string;
  icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
  /** The tone of the icon's chip: the stock states' colours, or neutral for the enquiries. */
  tone: 'green' | 'yellow' | 'red' | 'ink';
  /** Where the number can be looked at in detail; public pages open in a new tab. */
  link?: { href: string; label: string; external: boolean };
}

const TONES: Record<Tile['tone'], string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/15',
  yellow: 'bg-amber-50 text-amber-700 ring-amber-600/15',
  red: 'bg-red-50 text-accent ring-accent/15',
  ink: 'bg-sand text-ink ring-ink/10',
};

/** One panel tile: a label, a big number and, when there is one, a link to the detail. */
export default function StatTile({ tile }: { tile: Tile }) {
  const { link } = tile;
  const linkClass = 'inline-flex items-center gap-1.5 text-sm font-medium text-ink/70 transition-colors hover:text-accent';
  return (
    <article className="flex flex-col rounded-2xl border border-line/80 bg-white p-6 shadow-card">
      <div className="flex items-start justify-between gap-4">
        <h3 className="text-sm font-medium text-muted">{tile.label}</h3>
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ring-1 ${TONES[tile.tone]}`}>
          <tile.icon className="size-5" />
        </span>
      </div>
      <p className="mt-3 text-4xl font-semibold tracking-tight tabular-nums">{tile.euros ? formatPrice(tile.value) : formatNumber(tile.value)}</p>
      <p className="mt-1 text-sm text-muted">{tile.hint}</p>
      {link && (
        <div className="mt-5 border-t border-line/70 pt-4">
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener" className={linkClass}>
              {link.label}
              <span className="sr-only">(se abre en una pestaña nueva)</span>
              <ArrowRightIcon className="size-4" />
            </a>
          ) : (
            <Link href={link.href} className={linkClass}>
              {link.label}
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
