import { Link } from '@inertiajs/react';
import type { PaginationLink } from '@contracts/pages';

/**
 * The one pagination component, fed by the server's links; shown only with more than 3 links
 * (spec §2). `className` places it (default: well below a page's list); `label` names it when a
 * screen has two; `preserve` keeps the scroll and the page's state (a list inside a card).
 */
export default function Pagination({ links, className = 'mt-12', label = 'Paginación', preserve = false }: { links: PaginationLink[]; className?: string; label?: string; preserve?: boolean }) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label={label} className={`${className} flex flex-wrap items-center justify-center gap-2`}>
      {links.map((link, index) => {
        const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-4 text-sm font-medium transition-colors';
        if (!link.url) {
          return (
            <span key={index} aria-disabled="true" className={`${base} text-muted/60`}>
              {link.label}
            </span>
          );
        }
        return (
          <Link
            key={index}
            href={link.url}
            preserveScroll={preserve}
            preserveState={preserve}
            aria-current={link.active ? 'page' : undefined}
            className={`${base} ${link.active ? 'bg-ink text-white' : 'border border-line bg-white text-ink hover:border-ink'}`}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
