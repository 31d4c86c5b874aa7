import { HeartIcon } from '@/Components/icons/site';
import { useFavorites } from '@/hooks/useFavorites';
import { useI18n } from '@/lib/i18n';

/** Heart toggle for one vehicle; red when the vehicle is a favourite (spec §2, §4). */
export default function FavoriteButton({ id, title, className = '' }: { id: number; title: string; className?: string }) {
  const { t } = useI18n();
  const { isFavorite, toggle } = useFavorites();
  const active = isFavorite(id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? t('common.favorite_remove', { title }) : t('common.favorite_add', { title })}
      onClick={() => toggle(id)}
      className={`grid size-10 place-items-center rounded-full bg-white/90 shadow-card backdrop-blur transition hover:scale-105 hover:bg-white ${
        active ? 'text-accent' : 'text-ink/70 hover:text-accent'
      } ${className}`}
    >
      <HeartIcon filled={active} className="size-5" />
    </button>
  );
}
