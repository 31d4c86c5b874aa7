import { Link, usePage } from '@inertiajs/react';
import { useEffect, useId, useRef, useState } from 'react';
import CurrentLink from '@/Components/CurrentLink';
import FavoritesLink from '@/Components/FavoritesLink';
import LanguageSwitcher from '@/Components/LanguageSwitcher';
import Logo from '@/Components/Logo';
import MobileNav from '@/Components/MobileNav';
import NavDropdown from '@/Components/NavDropdown';
import { CloseIcon, MenuIcon, PhoneIcon } from '@/Components/icons/site';
import { useScrolledPast } from '@/hooks/useScrolledPast';
import { useI18n } from '@/lib/i18n';
import { mainPhone } from '@contracts/company';
import { HEADER_SCROLL_THRESHOLD, mainNav, telHref } from '@contracts/site';

/**
 * Sticky header (spec §2): solid at the top, semi-transparent with a blur after 50 px of
 * scroll; on screens up to 768 px the navigation collapses behind an accessible toggle.
 */
export default function SiteHeader() {
  const { url, props } = usePage();
  const { t, route } = useI18n();
  const phone = mainPhone(props.empresa);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  // The menu is open for one URL only, so navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === url;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={`on-dark sticky top-0 z-40 text-white transition-[background-color,box-shadow] duration-300 ${
        scrolled && !menuOpen ? 'bg-ink/80 shadow-lg shadow-black/20 backdrop-blur-md' : 'bg-ink'
      }`}
    >
      <div className="container-site flex h-18 items-center justify-between gap-6">
        <Link href={route('home')} aria-label={t('common.logo_home', { appName: props.appName })} className="rounded-md">
          <Logo name={props.appName} />
        </Link>

        <nav aria-label={t('common.main_nav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                {'children' in item ? (
                  <NavDropdown group={item} url={url} />
                ) : (
                  <CurrentLink
                    href={item.href}
                    url={url}
                    className="relative rounded-md px-3 py-2 text-sm font-medium text-white/75 transition-colors hover:text-white aria-[current=page]:text-white aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent"
                  >
                    {t(item.label)}
                  </CurrentLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2 lg:gap-3">
          <LanguageSwitcher placement="header" />
          <FavoritesLink url={url} />
          {phone && (
            <a
              href={telHref(phone)}
              className="hidden items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm font-medium text-white/90 transition-colors hover:border-white/40 hover:text-white lg:flex"
            >
              <PhoneIcon className="size-4 text-gold" />
              {phone}
            </a>
          )}

          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 rounded-md p-2 text-white md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('common.close_menu') : t('common.open_menu')}
            onClick={() => setMenuOpenAt(menuOpen ? null : url)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <MobileNav id={menuId} url={url} hidden={!menuOpen} />
    </header>
  );
}
