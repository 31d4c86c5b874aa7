import { Link } from '@inertiajs/react';
import { HeartIcon } from '@/Components/icons/site';
import { useFavorites } from '@/hooks/useFavorites';
import { useI18n } from '@/lib/i18n';
import { isCurrentLink } from '@/lib/nav';

/** The count of favourites for a badge: read from localStorage, so 0 on the server and while hydrating. */
export function useFavoritesCount(): number {
  return useFavorites().ids.length;
}

export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-white tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's heart: a link to /favoritos with the number of favourites kept in this browser. */
export default function FavoritesLink({ url }: { url: string }) {
  const { t, route } = useI18n();
  const count = useFavoritesCount();
  const href = route('favoritos');
  const current = isCurrentLink(href, url);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="relative grid size-10 place-items-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-white"
    >
      {/* The name is text, not aria-label, so the badge's visible number never disagrees with it. */}
      <span className="sr-only">{count > 0 ? t('common.my_favorites_count', { count }) : t('common.my_favorites')}</span>
      <HeartIcon filled={current} className="size-5" />
      <CountBadge count={count} className="absolute -top-0.5 -right-1 ring-2 ring-ink" />
    </Link>
  );
}
