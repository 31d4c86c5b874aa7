import { Link } from '@inertiajs/react';
import type { PaginationLink } from '@contracts/pages';

/** The one pagination component, fed by the server's links; shown only with more than 3 links (spec §2). */
export default function Pagination({ links }: { links: PaginationLink[] }) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label="Paginación" className="mt-12 flex flex-wrap items-center justify-center gap-2">
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
            preserveScroll={false}
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
