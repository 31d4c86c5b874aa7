import { Link } from '@inertiajs/react';
import type { PaginationLink } from '@contracts/pages';
import { useOptionalI18n } from '@/lib/i18n';

/**
 * The one pagination component, fed by the server's links; shown only with more than 3 links
 * (spec §2). `className` places it (default: well below a page's list); `label` names it when a
 * screen has two; `preserve` keeps the scroll and the page's state (a list inside a card). On a
 * phone it keeps to one line: 'Previo', the pages next to the current one, 'Siguiente'. On a
 * public page the links and those two words are in the page's language.
 */
export default function Pagination({ links, className = 'mt-12', label, preserve = false }: { links: PaginationLink[]; className?: string; label?: string; preserve?: boolean }) {
  const i18n = useOptionalI18n();
  if (links.length <= 3) return null;
  const current = Number(links.find((link) => link.active)?.label);
  // A page more than one away from the current one, and the '...', wait for a wider screen.
  const wideOnly = (link: PaginationLink, index: number) => {
    if (index === 0 || index === links.length - 1) return false;
    const page = Number(link.label);
    return !Number.isInteger(page) || Math.abs(page - current) > 1;
  };
  return (
    <nav aria-label={label ?? (i18n ? i18n.t('common.pagination') : 'Paginación')} className={`${className} flex items-center justify-center gap-1 sm:flex-wrap sm:gap-2`}>
      {links.map((link, index) => {
        const edge = index === 0 || index === links.length - 1;
        const text = i18n && edge ? i18n.t(index === 0 ? 'common.previous' : 'common.next') : link.label;
        const base = `h-10 min-w-10 items-center justify-center rounded-full text-sm font-medium whitespace-nowrap transition-colors sm:px-4 ${edge ? 'px-3' : 'px-2.5'} ${wideOnly(link, index) ? 'hidden sm:inline-flex' : 'inline-flex'}`;
        if (!link.url) {
          return (
            <span key={index} aria-disabled="true" className={`${base} text-muted/60`}>
              {text}
            </span>
          );
        }
        return (
          <Link
            key={index}
            href={i18n ? i18n.path(link.url) : link.url}
            preserveScroll={preserve}
            preserveState={preserve}
            aria-current={link.active ? 'page' : undefined}
            className={`${base} ${link.active ? 'bg-ink text-white' : 'border border-line bg-white text-ink hover:border-ink'}`}
          >
            {text}
          </Link>
        );
      })}
    </nav>
  );
}
