import { Link, usePage } from '@inertiajs/react';
import Logo from '@/Components/Logo';
import { PhoneIcon } from '@/Components/icons/site';
import { useScrolledPast } from '@/hooks/useScrolledPast';
import { useI18n } from '@/lib/i18n';
import { mainPhone } from '@contracts/company';
import { HEADER_SCROLL_THRESHOLD, telHref } from '@contracts/site';

/** The landing's own sticky header: the logo, the phone link and the form's open action. */
export default function ClaseaHeader({ onOpenForm }: { onOpenForm: () => void }) {
  const { appName, empresa } = usePage().props;
  const { t, route } = useI18n();
  const phone = mainPhone(empresa);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header className={`on-dark sticky top-0 z-40 text-white transition-colors duration-300 ${scrolled ? 'bg-ink/80 shadow-lg shadow-black/20 backdrop-blur-md' : 'bg-ink'}`}>
      <div className="container-site flex h-18 items-center justify-between gap-4">
        <Link href={route('home')} aria-label={t('common.logo_home', { appName })} className="rounded-md">
          <Logo name={appName} />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          {phone && (
            <a
              href={telHref(phone)}
              aria-label={t('common.call_phone', { phone })}
              className="flex items-center gap-2 rounded-full border border-white/20 p-2.5 text-sm font-medium text-white/90 hover:border-white/40 sm:px-4 sm:py-2"
            >
              <PhoneIcon className="size-4 text-gold" />
              <span className="hidden sm:inline">{phone}</span>
            </a>
          )}
          <button type="button" onClick={onOpenForm} className="rounded-full bg-accent px-4 py-2.5 text-sm font-semibold hover:bg-accent-dark sm:px-5">
            {t('landing.request_offer')}
          </button>
        </div>
      </div>
    </header>
  );
}
