import { Link, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { LOCALE_DETAILS, type Locale } from '@contracts/locales';
import { CloseIcon } from '@/Components/icons/site';
import { useHydrated } from '@/hooks/useHydrated';
import { useI18n } from '@/lib/i18n';
import { browserLanguage, rememberedLanguage, rememberLanguage, urlInLocale } from '@/lib/language-choice';

/**
 * One line, in the visitor's language, offering this page in it: the language they chose before
 * (the cookie), else the first their browser asks for that the site speaks. Never a redirect,
 * and only in the browser, after the page is shown: the page itself stays the same for everyone
 * (cacheable), and a crawler or a shared link gets what it asked for. Closing it remembers the
 * page's language as the choice. It floats under the header, so nothing on the page moves and
 * nothing fixed at the bottom (the comparison's tray, a car's action bar) is covered.
 */
export default function LanguageSuggestion() {
  const { url } = usePage();
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const preferred = hydrated && !closed ? (rememberedLanguage() ?? browserLanguage()) : null;
  const wanted: Locale | null = preferred && preferred !== locale ? preferred : null;

  if (!wanted) return null;
  const details = LOCALE_DETAILS[wanted];
  return (
    <aside
      lang={wanted}
      aria-label={details.name}
      className="fixed inset-x-3 top-20 z-30 mx-auto flex max-w-xl items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-lift ring-1 ring-white/15 sm:inset-x-6"
    >
      <p className="min-w-0 flex-1">
        {details.suggestion}{' '}
        <Link href={urlInLocale(url, wanted)} hrefLang={wanted} onClick={() => rememberLanguage(wanted)} className="font-semibold whitespace-nowrap text-gold underline underline-offset-4">
          {details.name}
        </Link>
      </p>
      <button
        type="button"
        lang={locale}
        aria-label={t('common.language_suggestion_close')}
        onClick={() => {
          rememberLanguage(locale);
          setClosed(true);
        }}
        className="-mr-1 grid size-9 shrink-0 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
