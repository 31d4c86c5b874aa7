import CurrentLink from '@/Components/CurrentLink';
import { CountBadge, useFavoritesCount } from '@/Components/FavoritesLink';
import { HeartIcon, PhoneIcon } from '@/Components/icons/site';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { mainPhone } from '@contracts/company';
import { mainNav, telHref, type NavLink } from '@contracts/site';

function MobileLink({ item, url, nested = false }: { item: NavLink; url: string; nested?: boolean }) {
  const { t } = useI18n();
  return (
    <CurrentLink
      href={item.href}
      url={url}
      className={`block rounded-lg px-3 py-3 transition-colors hover:bg-white/5 aria-[current=page]:text-white ${
        nested ? 'pl-6 text-base text-white/70' : 'text-lg font-medium text-white/90'
      }`}
    >
      {t(item.label)}
    </CurrentLink>
  );
}

/** The collapsible navigation panel shown below the header on screens up to 768 px. */
export default function MobileNav({ id, url, hidden }: { id: string; url: string; hidden: boolean }) {
  const { t } = useI18n();
  const favorites = useFavoritesCount();
  const phone = mainPhone(useEmpresa());
  return (
    <nav id={id} hidden={hidden} aria-label={t('common.mobile_menu')} className="border-t border-white/10 bg-ink md:hidden">
      <ul className="container-site space-y-1 py-4">
        {mainNav.map((item) =>
          'children' in item ? (
            <li key={item.label}>
              <p className="eyebrow px-3 pt-3 pb-1 text-white/45">{t(item.label)}</p>
              <ul>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <MobileLink item={child} url={url} nested />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <MobileLink item={item} url={url} />
            </li>
          ),
        )}
        <li>
          <CurrentLink
            href="/favoritos"
            url={url}
            className="flex items-center gap-3 rounded-lg px-3 py-3 text-lg font-medium text-white/90 transition-colors hover:bg-white/5 aria-[current=page]:text-white"
          >
            <HeartIcon className="size-5 text-gold" />
            {t('common.my_favorites')}
            <CountBadge count={favorites} />
            {favorites > 0 && <span className="sr-only">({favorites})</span>}
          </CurrentLink>
        </li>
        {phone && (
          <li className="pt-3">
            <a
              href={telHref(phone)}
              className="flex items-center justify-center gap-2 rounded-full bg-accent px-5 py-3 font-semibold text-white transition-colors hover:bg-accent-dark"
            >
              <PhoneIcon className="size-4" />
              {t('common.call_phone', { phone })}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
